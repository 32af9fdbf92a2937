import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { empresa, usuario } from '../../infra/db/schema.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';
import { atribuicao, avaliacao, avaliacaoResumo } from '../../infra/db/schema-avaliacao.ts';

export type LinhaAvaliacao = typeof avaliacao.$inferSelect;
export type NovaAvaliacao = typeof avaliacao.$inferInsert;

export function createAvaliacaoRepository(db: Executor) {
  /** Each evaluator's latest version on the solution(s): a reopened one is its new draft. */
  const atuais = (propostaIds: readonly string[], avaliadorId?: string) =>
    db
      .selectDistinctOn([avaliacao.propostaId, avaliacao.avaliadorId], {
        avaliacao,
        nomeAvaliador: usuario.nome,
        tipoAvaliador: usuario.tipoUsuario,
      })
      .from(avaliacao)
      .innerJoin(usuario, eq(usuario.id, avaliacao.avaliadorId))
      .where(
        and(
          inArray(avaliacao.propostaId, [...propostaIds]),
          avaliadorId ? eq(avaliacao.avaliadorId, avaliadorId) : undefined,
        ),
      )
      .orderBy(avaliacao.propostaId, avaliacao.avaliadorId, desc(avaliacao.versao));

  return {
    atuais: (propostaIds: readonly string[], avaliadorId?: string) =>
      propostaIds.length === 0 ? Promise.resolve([]) : atuais(propostaIds, avaliadorId),

    atual: async (propostaId: string, avaliadorId: string) => {
      const [row] = await atuais([propostaId], avaliadorId);
      return row?.avaliacao ?? null;
    },

    porId: async (id: string) => {
      const [row] = await db.select().from(avaliacao).where(eq(avaliacao.id, id));
      return row ?? null;
    },

    /** Whether the evaluator ever submitted a version: what opens the others' evaluations. */
    jaEnviou: async (propostaId: string, avaliadorId: string) => {
      const [row] = await db
        .select({ id: avaliacao.id })
        .from(avaliacao)
        .where(
          and(
            eq(avaliacao.propostaId, propostaId),
            eq(avaliacao.avaliadorId, avaliadorId),
            isNotNull(avaliacao.enviadaEm),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    inserir: (linha: NovaAvaliacao) => db.insert(avaliacao).values(linha),

    /** Only a draft changes; the database refuses any change to a submitted version. */
    atualizarRascunho: (id: string, dados: Partial<NovaAvaliacao>) =>
      db
        .update(avaliacao)
        .set(dados)
        .where(and(eq(avaliacao.id, id), isNull(avaliacao.enviadaEm)))
        .returning({ id: avaliacao.id }),

    historico: (propostaId: string) =>
      db
        .select({ avaliacao, nomeAvaliador: usuario.nome })
        .from(avaliacao)
        .innerJoin(usuario, eq(usuario.id, avaliacao.avaliadorId))
        .where(eq(avaliacao.propostaId, propostaId))
        .orderBy(asc(usuario.nome), asc(avaliacao.versao)),

    /** The evaluator's live assignments with the solution they point to. */
    atribuicoesDoAvaliador: (avaliadorId: string) =>
      db
        .select({
          propostaId: proposta.id,
          codigoProposta: proposta.codigoProposta,
          titulo: proposta.titulo,
          nomeOficialEmpresa: empresa.nomeOficial,
          prazo: atribuicao.prazo,
          atribuidaEm: atribuicao.atribuidaEm,
          semConflitoEm: atribuicao.semConflitoEm,
        })
        .from(atribuicao)
        .innerJoin(proposta, eq(proposta.id, atribuicao.propostaId))
        .innerJoin(empresa, eq(empresa.id, proposta.empresaId))
        .where(and(eq(atribuicao.avaliadorId, avaliadorId), isNull(atribuicao.removidaEm)))
        .orderBy(asc(atribuicao.prazo), asc(proposta.codigoProposta)),

    contarAtribuicoes: async (propostaId: string) => {
      const [row] = await db
        .select({ n: count() })
        .from(atribuicao)
        .where(and(eq(atribuicao.propostaId, propostaId), isNull(atribuicao.removidaEm)));
      return row?.n ?? 0;
    },

    salvarResumo: (linha: typeof avaliacaoResumo.$inferInsert) =>
      db
        .insert(avaliacaoResumo)
        .values(linha)
        .onConflictDoUpdate({
          target: avaliacaoResumo.propostaId,
          set: {
            atribuidas: linha.atribuidas,
            enviadas: linha.enviadas,
            media: linha.media,
            amplitude: linha.amplitude,
          },
        }),

    resumo: async (propostaId: string) => {
      const [row] = await db
        .select()
        .from(avaliacaoResumo)
        .where(eq(avaliacaoResumo.propostaId, propostaId));
      return row ?? null;
    },
  };
}

/** What the evaluation needs to know of a solution, and the owner to tell of the parecer. */
export async function findPropostaAlvo(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: proposta.id,
      codigoProposta: proposta.codigoProposta,
      titulo: proposta.titulo,
      statusPropostaId: proposta.statusPropostaId,
      usuarioId: proposta.usuarioId,
      empresaId: proposta.empresaId,
      nomeOficialEmpresa: empresa.nomeOficial,
      emailDono: usuario.email,
      nomeDono: usuario.nome,
    })
    .from(proposta)
    .innerJoin(empresa, eq(empresa.id, proposta.empresaId))
    .innerJoin(usuario, eq(usuario.id, proposta.usuarioId))
    .where(eq(proposta.id, id));
  return row ?? null;
}
export type PropostaAlvo = NonNullable<Awaited<ReturnType<typeof findPropostaAlvo>>>;
