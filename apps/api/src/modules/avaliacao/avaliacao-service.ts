import { randomUUID } from 'node:crypto';
import {
  MENSAGENS,
  MENSAGENS_HTTP,
  notaDaAvaliacao,
  validarEnvio,
  type RascunhoAvaliacao,
} from '@portal/domain';
import type { Database, Executor } from '../../infra/db/client.ts';
import { HttpError, ValidationError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import type { Clock } from '../../infra/clock.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { findPropostaAlvo } from './avaliacao-repository.ts';
import {
  ENTIDADE_AVALIACAO,
  isAdministrador,
  podeVerAvaliacoes,
  recusaAvaliar,
  semConflito,
} from './policies.ts';
import { apresentarAvaliacao, consolidacaoDe } from './presenter.ts';
import { recalcularResumo } from './resumo.ts';
import { rubricaVigente } from './rubrica-service.ts';
import { repositoriosEm } from '../repositorios.ts';

/** The user's standing on a solution; a missing solution is a 404 for everyone. */
export async function situacaoNaProposta(db: Executor, user: SessionUser, propostaId: string) {
  const alvo = await findPropostaAlvo(db, propostaId);
  if (alvo === null) throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
  // One after the other: `db` may be a transaction, one connection running one query at a time.
  const conflitos = await repositoriosEm(db).atribuicao.conflitos(user.id, [propostaId]);
  const jaEnviou = await repositoriosEm(db).avaliacao.jaEnviou(propostaId, user.id);
  const atribuicao = await repositoriosEm(db).atribuicao.ativa(propostaId, user.id);
  return { alvo, conflito: conflitos.size > 0, jaEnviou, atribuicao };
}

/**
 * The solution's evaluation, for someone who may reach it: to a person in conflict it answers as
 * a missing solution would, so they learn nothing of it, not even that there is one to hide.
 */
export async function exigirSemConflito(db: Executor, user: SessionUser, propostaId: string) {
  const situacao = await situacaoNaProposta(db, user, propostaId);
  if (!semConflito(situacao)) throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
  return situacao;
}

/** The form may be filled: the user's own live assignment, declared free of conflict. */
async function exigirAtribuicao(db: Executor, user: SessionUser, propostaId: string) {
  const { atribuicao } = await situacaoNaProposta(db, user, propostaId);
  switch (recusaAvaliar(atribuicao)) {
    case 'sem-atribuicao':
      throw new HttpError(403, MENSAGENS.semAtribuicao);
    case 'declarar-conflito':
      throw new HttpError(409, MENSAGENS.declareConflitoPrimeiro);
  }
}

export function createAvaliacaoService(db: Database, clock: Clock) {
  /** The draft, created at the first keystroke saved; the rubric in force is the one it uses. */
  async function gravarRascunho(
    tx: Executor,
    user: SessionUser,
    propostaId: string,
    dados: RascunhoAvaliacao,
  ) {
    await exigirAtribuicao(tx, user, propostaId);
    const repository = repositoriosEm(tx).avaliacao;
    const rubrica = await rubricaVigente(tx, clock);
    const atual = await repository.atual(propostaId, user.id);
    if (atual?.enviadaEm) throw new HttpError(409, MENSAGENS.avaliacaoJaEnviada);
    const agora = clock.now();
    const conteudo = {
      notas: dados.notas,
      recomendacao: dados.recomendacao,
      fundamentacao: dados.fundamentacao,
      rubricaVersao: rubrica.versao,
      atualizadaEm: agora,
    };
    if (atual === null) {
      const id = randomUUID();
      await repository.inserir({
        id,
        propostaId,
        avaliadorId: user.id,
        versao: 1,
        criadaEm: agora,
        ...conteudo,
      });
      return { id, rubrica };
    }
    await repository.atualizarRascunho(atual.id, conteudo);
    return { id: atual.id, rubrica };
  }

  return {
    /**
     * Everything the solution page shows of the evaluation, cut to what the user may see: their
     * own assignment and evaluation; the others' and the consolidated score when the policy
     * opens them; assignments and conflicts for administrators.
     */
    painel: (user: SessionUser, propostaId: string) =>
      db.transaction(async (tx) => {
        const situacao = await situacaoNaProposta(tx, user, propostaId);
        const rubrica = await rubricaVigente(tx, clock);
        if (situacao.conflito) {
          return {
            conflito: true as const,
            rubrica: null,
            atribuicao: null,
            minha: null,
            avaliacoes: null,
            consolidacao: null,
            atribuicoes: null,
            conflitos: null,
          };
        }
        const repository = repositoriosEm(tx).avaliacao;
        const atuais = await repository.atuais([propostaId]);
        const minhaLinha = atuais.find((a) => a.avaliacao.avaliadorId === user.id);
        const minha = minhaLinha
          ? apresentarAvaliacao(minhaLinha.avaliacao, minhaLinha.nomeAvaliador)
          : null;
        const criteriosDaMinha =
          minhaLinha && minhaLinha.avaliacao.rubricaVersao !== rubrica.versao
            ? await repositoriosEm(tx).rubrica.criterios(minhaLinha.avaliacao.rubricaVersao)
            : null;
        const abertas = podeVerAvaliacoes(user, situacao);
        const admin = isAdministrador(user);
        const atribuicoes = repositoriosEm(tx).atribuicao;
        return {
          conflito: false as const,
          rubrica: {
            versao: criteriosDaMinha ? minhaLinha!.avaliacao.rubricaVersao : rubrica.versao,
            criterios: criteriosDaMinha ?? rubrica.criterios,
          },
          atribuicao: situacao.atribuicao
            ? {
                prazo: situacao.atribuicao.prazo,
                semConflito: situacao.atribuicao.semConflitoEm !== null,
              }
            : null,
          minha,
          avaliacoes: abertas
            ? atuais
                .filter((a) => a.avaliacao.enviadaEm !== null)
                .map((a) => apresentarAvaliacao(a.avaliacao, a.nomeAvaliador))
            : null,
          consolidacao: abertas
            ? consolidacaoDe(
                atuais.map((a) => a.avaliacao),
                rubrica.margemDivergencia,
              )
            : null,
          atribuicoes: admin ? await atribuicoes.daProposta(propostaId) : null,
          conflitos: admin ? await atribuicoes.conflitosDaProposta(propostaId) : null,
        };
      }),

    salvarRascunho: (user: SessionUser, propostaId: string, dados: RascunhoAvaliacao) =>
      db.transaction(async (tx) => (await gravarRascunho(tx, user, propostaId, dados)).id),

    /**
     * "Enviar avaliação": saves what the form holds, checks it against the rubric and locks it.
     * The weighted score is fixed now, with the rubric version the evaluation used.
     */
    enviar: (user: SessionUser, propostaId: string, dados: RascunhoAvaliacao, ator: Ator) =>
      db.transaction(async (tx) => {
        const { id, rubrica } = await gravarRascunho(tx, user, propostaId, dados);
        const erros = validarEnvio(rubrica.criterios, dados);
        if (erros.length > 0) throw new ValidationError(erros);
        const notas = Object.fromEntries(
          rubrica.criterios.map((c) => [c.codigo, dados.notas[c.codigo]?.nota ?? null]),
        );
        const agora = clock.now();
        await repositoriosEm(tx).avaliacao.atualizarRascunho(id, {
          enviadaEm: agora,
          atualizadaEm: agora,
          notaFinal: notaDaAvaliacao(rubrica.criterios, notas),
        });
        await recalcularResumo(tx, propostaId);
        await registrarAuditoria(tx, ator, {
          acao: 'avaliacao.envio',
          entidade: ENTIDADE_AVALIACAO,
          entidadeId: id,
          propostaId,
        });
      }),

    /**
     * An administrator reopens a submitted evaluation. The submitted version stays as it was;
     * the next version starts as a draft with its content and the reason, for the evaluator.
     */
    reabrir: (admin: SessionUser, avaliacaoId: string, motivo: string) =>
      db.transaction(async (tx) => {
        const repository = repositoriosEm(tx).avaliacao;
        const enviada = await repository.porId(avaliacaoId);
        if (enviada === null) throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
        await exigirSemConflito(tx, admin, enviada.propostaId);
        const atual = await repository.atual(enviada.propostaId, enviada.avaliadorId);
        if (enviada.enviadaEm === null || atual?.id !== enviada.id) {
          throw new HttpError(409, MENSAGENS.avaliacaoNaoEnviada);
        }
        const agora = clock.now();
        await repository.inserir({
          ...enviada,
          id: randomUUID(),
          versao: enviada.versao + 1,
          notaFinal: null,
          criadaEm: agora,
          atualizadaEm: agora,
          enviadaEm: null,
          motivoReabertura: motivo,
          reabertaPor: admin.id,
        });
        await recalcularResumo(tx, enviada.propostaId);
      }),

    /** "Minhas avaliações": the user's live assignments and where each evaluation stands. */
    minhas: async (user: SessionUser, situacao: 'pendentes' | 'enviadas' | undefined) => {
      const repository = repositoriosEm(db).avaliacao;
      const atribuicoes = await repository.atribuicoesDoAvaliador(user.id);
      const avaliacoes = new Map(
        (
          await repository.atuais(
            atribuicoes.map((a) => a.propostaId),
            user.id,
          )
        ).map((a) => [a.avaliacao.propostaId, a.avaliacao]),
      );
      const itens = atribuicoes.map((a) => {
        const avaliacao = avaliacoes.get(a.propostaId);
        return {
          ...a,
          situacao: avaliacao?.enviadaEm
            ? ('enviada' as const)
            : avaliacao
              ? ('rascunho' as const)
              : a.semConflitoEm
                ? ('nao-iniciada' as const)
                : ('declarar-conflito' as const),
          enviadaEm: avaliacao?.enviadaEm ?? null,
          reaberta: avaliacao?.motivoReabertura ? true : false,
        };
      });
      if (situacao === undefined) return itens;
      return itens.filter((i) => (situacao === 'enviadas') === (i.situacao === 'enviada'));
    },

    /** Every version of every evaluator: the record an administrator reopens from. */
    historico: async (user: SessionUser, propostaId: string) => {
      await exigirSemConflito(db, user, propostaId);
      return (await repositoriosEm(db).avaliacao.historico(propostaId)).map((h) =>
        apresentarAvaliacao(h.avaliacao, h.nomeAvaliador),
      );
    },
  };
}
