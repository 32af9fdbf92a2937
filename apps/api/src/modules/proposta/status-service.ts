import {
  descricaoStatusProposta,
  formatarQuando,
  MENSAGENS,
  STATUS_PROPOSTA,
  type StatusProposta,
} from '@portal/domain';
import { HttpError } from '../../lib/http-error.ts';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../../plugins/access.ts';
import type { Clock } from '../../plugins/clock.ts';
import type { Notificacoes } from '../email/notificacoes.ts';
import { exigirCompleta } from './completude-service.ts';
import { createHistoricoRepository } from './historico-repository.ts';
import { createPropostaRepository } from './repository.ts';
import { propostaNaoEncontrada } from './service.ts';

export function createStatusService(db: Database, notificacoes: Notificacoes, clock: Clock) {
  return {
    /**
     * Staff move a proposal to any status (the spec shows no restriction between them). Who and
     * when are the session's user and the server's clock, never the payload's. The row is locked
     * so a company upload or withdrawal of the signed form cannot interleave with the change.
     */
    async alterar(user: SessionUser, dados: StatusProposta): Promise<void> {
      await db.transaction(async (tx) => {
        const alvo = await createPropostaRepository(tx).lockAlvo(dados.idProposta.toLowerCase());
        if (!alvo) throw propostaNaoEncontrada();
        // Decided on a screen older than another analyst's change: show who and what first.
        if (dados.statusVisto !== undefined && dados.statusVisto !== alvo.statusPropostaId) {
          const [ultima] = await createHistoricoRepository(tx).listByProposta(alvo.id);
          throw new HttpError(
            409,
            MENSAGENS.statusAlteradoPorOutro(
              ultima?.nome ?? '',
              ultima ? formatarQuando(ultima.dataHora, clock.now()) : '',
              descricaoStatusProposta(alvo.statusPropostaId),
            ),
          );
        }
        // The same status again would add a second identical history entry and tell the
        // company nothing new; the screen disables the button, this decides.
        if (alvo.statusPropostaId === dados.idStatusProposta) {
          throw new HttpError(409, MENSAGENS.statusJaAtual);
        }
        // What is published is shown to everyone: a draft with blanks never gets there. Other
        // moves stay free (the spec restricts none), so staff may still send a draft back.
        if (dados.idStatusProposta === STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL) {
          await exigirCompleta(tx, alvo.id);
        }
        await createHistoricoRepository(tx).mudarStatus({
          propostaId: alvo.id,
          statusPropostaId: dados.idStatusProposta,
          usuarioId: user.id,
          observacao: dados.observacao || null,
        });
        await notificacoes.statusAlterado(tx, alvo.id, dados.observacao || null);
      });
    },
  };
}
