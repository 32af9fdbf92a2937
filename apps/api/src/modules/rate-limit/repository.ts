import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infra/db/client.ts';
import { tentativa } from '../../infra/db/schema.ts';

export interface Contagem {
  contagem: number;
  /** The count of the window before, which a sliding estimate still weighs in. */
  anterior: number;
  /** Seconds until the window closes. */
  restante: number;
}

// Windows are cut from the database clock, which all instances share.
const janelaAtual = (segundos: SQL) =>
  sql`to_timestamp(floor(extract(epoch from now()) / ${segundos}) * ${segundos})`;

export function createTentativasRepository(db: Database) {
  return {
    /**
     * Adds one attempt to the key's current window and returns the new count with the previous
     * window's, in one statement so parallel requests on several instances never both read a
     * stale count.
     */
    increment: async (chave: string, janelaSegundos: number): Promise<Contagem> => {
      const segundos = sql`${janelaSegundos}::integer`;
      const [row] = await db
        .insert(tentativa)
        .values({
          chave,
          janela: janelaAtual(segundos),
          contagem: 1,
        })
        .onConflictDoUpdate({
          target: [tentativa.chave, tentativa.janela],
          set: { contagem: sql`${tentativa.contagem} + 1` },
        })
        .returning({
          contagem: tentativa.contagem,
          // Qualified by hand: Drizzle writes returned columns bare, which inside the subquery
          // would name the inner table's own columns.
          anterior: sql<number>`coalesce((
            select anterior.contagem from tentativa as anterior
            where anterior.chave = tentativa.chave
              and anterior.janela = tentativa.janela - make_interval(secs => ${segundos})
          ), 0)`,
          restante: sql<number>`ceil(extract(epoch from ${tentativa.janela}) + ${segundos} - extract(epoch from now()))::integer`,
        });
      if (!row) throw new Error('contagem de tentativas sem retorno');
      return row;
    },

    /** Takes one attempt off the key's current window, never below zero. */
    decrement: async (chave: string, janelaSegundos: number): Promise<void> => {
      const segundos = sql`${janelaSegundos}::integer`;
      await db
        .update(tentativa)
        .set({ contagem: sql`greatest(${tentativa.contagem} - 1, 0)` })
        .where(and(eq(tentativa.chave, chave), eq(tentativa.janela, janelaAtual(segundos))));
    },

    purgeBefore: async (limite: Date): Promise<void> => {
      await db.delete(tentativa).where(lt(tentativa.janela, limite));
    },
  };
}

export type TentativasRepository = ReturnType<typeof createTentativasRepository>;
