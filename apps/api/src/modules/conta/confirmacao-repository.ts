import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { emailNaoConfirmado } from '../../infra/db/schema-email.ts';

/** Accounts whose address awaits confirmation; no row means confirmed (migration 0007). */
export function createConfirmacaoRepository(db: Executor) {
  return {
    marcarPendente: async (usuarioId: string, email: string) => {
      await db.insert(emailNaoConfirmado).values({ usuarioId, email });
    },

    pendente: async (usuarioId: string): Promise<{ email: string } | null> => {
      const [row] = await db
        .select({ email: emailNaoConfirmado.email })
        .from(emailNaoConfirmado)
        .where(eq(emailNaoConfirmado.usuarioId, usuarioId));
      return row ?? null;
    },

    /** Confirms only the address the link went to: a link to an old address confirms nothing. */
    confirmar: async (usuarioId: string, email: string): Promise<void> => {
      await db
        .delete(emailNaoConfirmado)
        .where(
          and(
            eq(emailNaoConfirmado.usuarioId, usuarioId),
            eq(sql`lower(${emailNaoConfirmado.email})`, email.toLowerCase()),
          ),
        );
    },
  };
}
