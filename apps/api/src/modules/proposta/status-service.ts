import type { StatusProposta } from '@portal/domain';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { createHistoricoRepository } from './historico-repository.ts';
import { createPropostaRepository } from './repository.ts';
import { propostaNaoEncontrada } from './service.ts';

export function createStatusService(db: Database) {
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
        await createHistoricoRepository(tx).mudarStatus({
          propostaId: alvo.id,
          statusPropostaId: dados.idStatusProposta,
          usuarioId: user.id,
          observacao: dados.observacao || null,
        });
      });
    },
  };
}
