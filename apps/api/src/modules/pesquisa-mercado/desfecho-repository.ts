import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { desfechoSolucao } from '../../infra/db/schema-interesse.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';

/**
 * The declaration that counts for each (manager, solution): the newest. Every reader of outcomes
 * (the manager's list, the public statistics) starts from here, so "latest" means one thing.
 */
export const desfechosVigentes = (db: Executor) =>
  db
    .selectDistinctOn([desfechoSolucao.usuarioId, desfechoSolucao.propostaId], {
      usuarioId: desfechoSolucao.usuarioId,
      propostaId: desfechoSolucao.propostaId,
      tipo: desfechoSolucao.tipo,
      observacao: desfechoSolucao.observacao,
      registradoEm: desfechoSolucao.registradoEm,
    })
    .from(desfechoSolucao)
    .orderBy(
      desfechoSolucao.usuarioId,
      desfechoSolucao.propostaId,
      desc(desfechoSolucao.registradoEm),
      desc(desfechoSolucao.id),
    )
    .as('desfecho_vigente');

export function createDesfechoRepository(db: Executor) {
  return {
    registrar: async (desfecho: typeof desfechoSolucao.$inferInsert) => {
      await db.insert(desfechoSolucao).values(desfecho);
    },

    /** The manager's outcomes as they stand, the latest declared first. */
    listDoGestor: async (usuarioId: string) => {
      const vigentes = desfechosVigentes(db);
      return db
        .select({
          propostaId: vigentes.propostaId,
          titulo: proposta.titulo,
          tipo: vigentes.tipo,
          observacao: vigentes.observacao,
          registradoEm: vigentes.registradoEm,
        })
        .from(vigentes)
        .innerJoin(proposta, eq(proposta.id, vigentes.propostaId))
        .where(eq(vigentes.usuarioId, usuarioId))
        .orderBy(desc(vigentes.registradoEm), sql`${vigentes.propostaId}`);
    },
  };
}
