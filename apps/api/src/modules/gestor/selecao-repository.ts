import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { EventoGestor } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { gestorEvento, gestorSelecao } from '../../infra/db/schema-gestor.ts';

/** A manager's shortlist, and the acts on solutions the company later sees counted. */
export function createSelecaoRepository(db: Executor) {
  return {
    /** The saved solutions' ids, oldest first: the order the manager built the list in. */
    listar: async (usuarioId: string) =>
      db
        .select({ propostaId: gestorSelecao.propostaId, incluidaEm: gestorSelecao.incluidaEm })
        .from(gestorSelecao)
        .where(eq(gestorSelecao.usuarioId, usuarioId))
        .orderBy(asc(gestorSelecao.incluidaEm), asc(gestorSelecao.propostaId)),

    async contar(usuarioId: string): Promise<number> {
      const [linha] = await db
        .select({ n: count() })
        .from(gestorSelecao)
        .where(eq(gestorSelecao.usuarioId, usuarioId));
      return linha?.n ?? 0;
    },

    /** Which of `propostaIds` the manager saved. */
    async salvasEntre(usuarioId: string, propostaIds: readonly string[]): Promise<Set<string>> {
      const linhas = await db
        .select({ propostaId: gestorSelecao.propostaId })
        .from(gestorSelecao)
        .where(
          and(
            eq(gestorSelecao.usuarioId, usuarioId),
            inArray(gestorSelecao.propostaId, [...propostaIds]),
          ),
        );
      return new Set(linhas.map((l) => l.propostaId));
    },

    /** False when the solution was already saved: saving twice is one save. */
    async incluir(usuarioId: string, propostaId: string, em: Date): Promise<boolean> {
      const incluidas = await db
        .insert(gestorSelecao)
        .values({ usuarioId, propostaId, incluidaEm: em })
        .onConflictDoNothing()
        .returning({ propostaId: gestorSelecao.propostaId });
      return incluidas.length > 0;
    },

    async remover(usuarioId: string, propostaId: string): Promise<boolean> {
      const removidas = await db
        .delete(gestorSelecao)
        .where(
          and(eq(gestorSelecao.usuarioId, usuarioId), eq(gestorSelecao.propostaId, propostaId)),
        )
        .returning({ propostaId: gestorSelecao.propostaId });
      return removidas.length > 0;
    },

    async registrarEventos(
      evento: { usuarioId: string; municipioId: number; tipo: EventoGestor; ocorridoEm: Date },
      propostaIds: readonly string[],
    ): Promise<void> {
      if (propostaIds.length === 0) return;
      await db
        .insert(gestorEvento)
        .values(propostaIds.map((propostaId) => ({ id: randomUUID(), ...evento, propostaId })));
    },
  };
}
