import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { parecer } from '../../infra/db/schema-avaliacao.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';

export function createParecerRepository(db: Executor) {
  return {
    porProposta: async (propostaId: string) => {
      const [row] = await db.select().from(parecer).where(eq(parecer.propostaId, propostaId));
      return row ?? null;
    },

    /** Only a draft changes; the database refuses changes to an issued parecer but its release. */
    salvarConclusao: (propostaId: string, conclusao: string, agora: Date) =>
      db
        .insert(parecer)
        .values({ propostaId, conclusao, atualizadoEm: agora })
        .onConflictDoUpdate({
          target: parecer.propostaId,
          set: { conclusao, atualizadoEm: agora },
        }),

    emitir: (
      propostaId: string,
      dados: { arquivoId: string; emitidoEm: Date; emitidoPor: string; historicoStatusId: number },
    ) => db.update(parecer).set(dados).where(eq(parecer.propostaId, propostaId)),

    liberar: (propostaId: string, liberadoEm: Date, liberadoPor: string) =>
      db.update(parecer).set({ liberadoEm, liberadoPor }).where(eq(parecer.propostaId, propostaId)),

    /** The released opinions of a company user's own solutions (the spec's "own user id" rule). */
    liberadosDaEmpresa: (empresaId: string) =>
      db
        .select({
          propostaId: parecer.propostaId,
          codigoProposta: proposta.codigoProposta,
          liberadoEm: parecer.liberadoEm,
        })
        .from(parecer)
        .innerJoin(proposta, eq(proposta.id, parecer.propostaId))
        .where(and(eq(proposta.empresaId, empresaId), isNotNull(parecer.liberadoEm)))
        .orderBy(desc(parecer.liberadoEm)),
  };
}
