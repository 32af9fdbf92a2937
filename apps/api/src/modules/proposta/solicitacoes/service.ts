import {
  MENSAGENS,
  partesAbertas,
  pessoaParaLeitor,
  prazoDaRodada,
  rotuloAlvoSolicitacao,
} from '@portal/domain';
import type { Database } from '../../../infra/db/client.ts';
import { HttpError } from '../../../http/http-error.ts';
import type { SessionUser } from '../../../http/acesso.ts';
import type { Clock } from '../../../infra/clock.ts';
import { recusaAlteracao } from '../policies.ts';
import { alvoVisivel, propostaNaoEncontrada } from '../alvo.ts';
import { repositoriosEm } from '../../repositorios.ts';

const iso = (data: Date | null) => data?.toISOString() ?? null;

export function createSolicitacoesService(db: Database, clock: Clock) {
  return {
    /**
     * Every round of the solution, newest first, for its company and for staff: each request
     * with its target's label, its date and its answer, and who asked as the reader may see them
     * (a company never learns which staff member). The open round also says which parts of the
     * form it opens now and until when it may be answered.
     */
    async listar(user: SessionUser, propostaId: string) {
      await alvoVisivel(db, user, propostaId);
      const rodadas = await repositoriosEm(db).solicitacoes.listar(propostaId);
      const agora = clock.now();
      return rodadas.map((r) => {
        const aberta = r.fechadaEm === null;
        return {
          numero: r.numero,
          abertaEm: r.abertaEm.toISOString(),
          abertaPor: pessoaParaLeitor(user.tipoUsuario, r.abertaPor).nome,
          fechadaEm: iso(r.fechadaEm),
          envioNumero: r.envioNumero,
          aberta,
          partesAbertas: aberta ? [...partesAbertas(r.solicitacoes, agora)] : [],
          prazo: aberta ? iso(prazoDaRodada(r.solicitacoes)) : null,
          solicitacoes: r.solicitacoes.map((s) => ({
            id: s.id,
            alvo: s.alvo,
            rotulo: rotuloAlvoSolicitacao(s.alvo),
            texto: s.texto,
            prazo: iso(s.prazo),
            resposta: s.resposta,
            respondidaPor: s.respondidaPor,
            respondidaEm: iso(s.respondidaEm),
          })),
        };
      });
    },

    /**
     * The company's answer in words to one request of the open round, until the request's date.
     * It may be rewritten until the new signed form closes the round, which freezes it.
     */
    async responder(user: SessionUser, propostaId: string, id: string, resposta: string) {
      await db.transaction(async (tx) => {
        const alvo = await repositoriosEm(tx).proposta.lockAlvo(propostaId);
        const recusa = recusaAlteracao(user, alvo);
        if (recusa === 'ausente') throw propostaNaoEncontrada();
        const repository = repositoriosEm(tx).solicitacoes;
        const rodada = recusa === 'rodada' ? await repository.aberta(propostaId) : null;
        if (!rodada) throw new HttpError(409, MENSAGENS.semRodadaAberta);
        const solicitacao = (await repository.daRodada(propostaId, rodada.numero)).find(
          (s) => s.id === id,
        );
        if (!solicitacao) throw new HttpError(404, MENSAGENS.solicitacaoNaoEncontrada);
        const agora = clock.now();
        if (solicitacao.prazo && agora.getTime() > solicitacao.prazo.getTime()) {
          throw new HttpError(409, MENSAGENS.solicitacaoVencida(solicitacao.prazo));
        }
        await repository.responder(propostaId, rodada.numero, id, {
          texto: resposta,
          usuarioId: user.id,
          agora,
        });
      });
    },
  };
}
