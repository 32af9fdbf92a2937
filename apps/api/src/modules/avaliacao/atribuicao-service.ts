import {
  MENSAGENS,
  MENSAGENS_HTTP,
  type Atribuicao,
  type DeclaracaoConflito,
} from '@portal/domain';
import type { Database, Executor } from '../../infra/db/client.ts';
import { fieldError, HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import type { Clock } from '../../infra/clock.ts';
import { findPropostaAlvo, type PropostaAlvo } from './avaliacao-repository.ts';
import type { EmailParaEnviar } from '../email/outbox.ts';
import { emailAtribuicao, emailConflito } from './emails.ts';
import { recalcularResumo } from './resumo.ts';
import { exigirSemConflito } from './avaliacao-service.ts';
import { ENTIDADE_AVALIACAO } from './policies.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

/** Queues an e-mail in the caller's transaction: it leaves only if the change commits. */
export type EnfileirarEmail = (tx: Executor, mensagem: EmailParaEnviar) => Promise<unknown>;

export interface DependenciasAvaliacao {
  db: Database;
  clock: Clock;
  publicUrl: string;
  enfileirarEmail: EnfileirarEmail;
}

export function createAtribuicaoService({
  db,
  clock,
  publicUrl,
  enfileirarEmail,
}: DependenciasAvaliacao) {
  return {
    avaliadores: () => repositoriosEm(db).atribuicao.avaliadores(),

    /**
     * Every chosen evaluator to every selected solution, in one transaction: a refusal leaves
     * nothing assigned. Pairs already assigned are kept as they are; each evaluator gets one
     * e-mail listing what is new to them.
     */
    atribuir: (admin: SessionUser, dados: Atribuicao) =>
      db.transaction(async (tx) => {
        const repository = repositoriosEm(tx).atribuicao;
        const avaliadores = await repository.avaliadoresValidos(dados.avaliadorIds);
        if (avaliadores.length !== new Set(dados.avaliadorIds).size) {
          throw fieldError(400, 'avaliadorIds', MENSAGENS.avaliadorInvalido);
        }
        const propostas: PropostaAlvo[] = [];
        for (const id of new Set(dados.propostaIds)) {
          const alvo = await findPropostaAlvo(tx, id);
          if (alvo === null) throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
          propostas.push(alvo);
        }
        for (const avaliador of avaliadores) {
          const conflitos = await repository.conflitos(
            avaliador.id,
            propostas.map((p) => p.id),
          );
          if (conflitos.size > 0)
            throw fieldError(409, 'avaliadorIds', MENSAGENS.avaliadorEmConflito);
        }
        const agora = clock.now();
        const novas = await repository.inserir(
          avaliadores.flatMap((avaliador) =>
            propostas.map((p) => ({
              propostaId: p.id,
              avaliadorId: avaliador.id,
              atribuidaPor: admin.id,
              atribuidaEm: agora,
              prazo: dados.prazo ?? null,
            })),
          ),
        );
        for (const p of propostas) await recalcularResumo(tx, p.id);
        for (const avaliador of avaliadores) {
          const suas = propostas.filter((p) =>
            novas.some((n) => n.avaliadorId === avaliador.id && n.propostaId === p.id),
          );
          if (suas.length > 0) {
            await enfileirarEmail(
              tx,
              emailAtribuicao(publicUrl, avaliador, suas, dados.prazo ?? null),
            );
          }
        }
        return novas.length;
      }),

    /**
     * An administrator takes an evaluator off a solution; what they submitted stays. Who
     * evaluates is part of the evaluation, which a conflict hides: assigning stays open to an
     * administrator in conflict, removing does not.
     */
    remover: (admin: SessionUser, id: string) =>
      db.transaction(async (tx) => {
        const repository = repositoriosEm(tx).atribuicao;
        const atribuicao = await repository.porId(id);
        if (atribuicao === null || atribuicao.removidaEm !== null) {
          throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
        }
        await exigirSemConflito(tx, admin, atribuicao.propostaId);
        await repository.remover(id, clock.now());
        await recalcularResumo(tx, atribuicao.propostaId);
      }),

    /**
     * The declaration that opens the form. "No conflict" is recorded on the assignment; a
     * conflict ends it, is kept, hides the solution's evaluations and notes from the declarer,
     * and every administrator is told so another evaluator can be assigned.
     */
    declarar: (user: SessionUser, propostaId: string, dados: DeclaracaoConflito, ator: Ator) =>
      db.transaction(async (tx) => {
        const repository = repositoriosEm(tx).atribuicao;
        const atribuicao = await repository.ativa(propostaId, user.id);
        if (atribuicao === null) throw new HttpError(403, MENSAGENS.semAtribuicao);
        const atual = await repositoriosEm(tx).avaliacao.atual(propostaId, user.id);
        if (atual?.enviadaEm) throw new HttpError(409, MENSAGENS.avaliacaoJaEnviada);
        const agora = clock.now();
        if (dados.conflito === 'nenhum') {
          await repository.declararSemConflito(atribuicao.id, agora);
          return MENSAGENS.semConflitoRegistrado;
        }
        await repository.registrarConflito({
          propostaId,
          avaliadorId: user.id,
          tipo: dados.conflito,
          descricao: dados.descricao ?? null,
          declaradoEm: agora,
        });
        await repository.remover(atribuicao.id, agora);
        await recalcularResumo(tx, propostaId);
        // The kind only: the description is free text about people, kept where it was written.
        await registrarAuditoria(tx, ator, {
          acao: 'avaliacao.conflito',
          entidade: ENTIDADE_AVALIACAO,
          entidadeId: atribuicao.id,
          propostaId,
          detalhes: { conflito: dados.conflito },
        });
        // One after the other: the transaction is one connection, which runs one query at a
        // time (pg warns of queued queries and will refuse them from version 9).
        const alvo = await findPropostaAlvo(tx, propostaId);
        const admins = await repository.administradores();
        const [avaliador] = await repository.avaliadoresValidos([user.id]);
        for (const admin of admins) {
          await enfileirarEmail(
            tx,
            emailConflito(publicUrl, admin, avaliador?.nome ?? '', alvo!, dados.conflito),
          );
        }
        return MENSAGENS.conflitoRegistrado;
      }),
  };
}
