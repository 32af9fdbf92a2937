import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { usuario } from '../../infra/db/schema.ts';
import { buscaSalva } from '../../infra/db/schema-busca-salva.ts';

const doUsuario = (id: string, usuarioId: string) =>
  and(eq(buscaSalva.id, id), eq(buscaSalva.usuarioId, usuarioId));

/** A manager's saved searches, and the ones whose daily alert is due. */
export function createBuscaSalvaRepository(db: Executor) {
  return {
    async inserir(linha: typeof buscaSalva.$inferInsert): Promise<void> {
      await db.insert(buscaSalva).values(linha);
    },

    contar: async (usuarioId: string): Promise<number> => {
      const [linha] = await db
        .select({ n: count() })
        .from(buscaSalva)
        .where(eq(buscaSalva.usuarioId, usuarioId));
      return linha?.n ?? 0;
    },

    /**
     * Serialises one manager's saves until the transaction ends, so two tabs saving at once
     * cannot both pass the limit.
     */
    async travar(usuarioId: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`busca_salva:${usuarioId}`}, 0))`,
      );
    },

    listar: (usuarioId: string) =>
      db
        .select()
        .from(buscaSalva)
        .where(eq(buscaSalva.usuarioId, usuarioId))
        .orderBy(asc(buscaSalva.criadaEm), asc(buscaSalva.id)),

    /** Whether the manager had this search (false: another's, or none). */
    definirAlertas: async (id: string, usuarioId: string, alertas: boolean): Promise<boolean> =>
      (
        await db
          .update(buscaSalva)
          .set({ alertas })
          .where(doUsuario(id, usuarioId))
          .returning({ id: buscaSalva.id })
      ).length > 0,

    excluir: async (id: string, usuarioId: string): Promise<boolean> =>
      (await db.delete(buscaSalva).where(doUsuario(id, usuarioId)).returning({ id: buscaSalva.id }))
        .length > 0,

    /** The e-mail's opt-out: the search's name, or null when no search has this token. */
    cancelarPorToken: async (token: string): Promise<string | null> => {
      const [linha] = await db
        .update(buscaSalva)
        .set({ alertas: false })
        .where(eq(buscaSalva.tokenAlertas, token))
        .returning({ nome: buscaSalva.nome });
      return linha?.nome ?? null;
    },

    /** Searches with alerts last checked at or before `limite`, with their manager's address. */
    devidas: (limite: Date) =>
      db
        .select({
          id: buscaSalva.id,
          nome: buscaSalva.nome,
          filtro: buscaSalva.filtro,
          tokenAlertas: buscaSalva.tokenAlertas,
          avisadaAte: buscaSalva.avisadaAte,
          usuarioId: buscaSalva.usuarioId,
          email: usuario.email,
          pessoa: usuario.nome,
        })
        .from(buscaSalva)
        .innerJoin(usuario, eq(usuario.id, buscaSalva.usuarioId))
        .where(
          and(
            eq(buscaSalva.alertas, true),
            lte(buscaSalva.avisadaAte, limite),
            eq(usuario.ativo, true),
          ),
        )
        .orderBy(asc(buscaSalva.usuarioId), asc(buscaSalva.criadaEm)),

    /**
     * Moves a search's checked point from `de` to `para`; false when another instance moved it
     * first, which then sends the digest instead.
     */
    avancar: async (id: string, de: Date, para: Date): Promise<boolean> =>
      (
        await db
          .update(buscaSalva)
          .set({ avisadaAte: para })
          .where(and(eq(buscaSalva.id, id), eq(buscaSalva.avisadaAte, de)))
          .returning({ id: buscaSalva.id })
      ).length > 0,
  };
}

export type LinhaBuscaSalva = typeof buscaSalva.$inferSelect;
