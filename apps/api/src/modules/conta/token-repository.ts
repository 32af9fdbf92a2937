import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { tokenConta, type FinalidadeToken } from '../../infra/db/schema-email.ts';

/** What the database keeps of a link's token: a copy of the table opens nothing. */
export const hashDoToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SituacaoToken =
  | { valido: true; usuarioId: string; email: string; hash: string }
  | { valido: false; motivo: 'invalido' | 'expirado' | 'usado' };

export function createTokenRepository(db: Executor) {
  /** Unused links of the user (of one purpose, or all) stop working, as if used at `agora`. */
  const cancelar = async (usuarioId: string, agora: Date, finalidade?: FinalidadeToken) => {
    await db
      .update(tokenConta)
      .set({ usadoEm: agora })
      .where(
        and(
          eq(tokenConta.usuarioId, usuarioId),
          finalidade === undefined ? undefined : eq(tokenConta.finalidade, finalidade),
          isNull(tokenConta.usadoEm),
        ),
      );
  };

  return {
    cancelarTodos: (usuarioId: string, agora: Date) => cancelar(usuarioId, agora),

    /** A new one-time token; earlier unused ones of the same purpose stop working. */
    async emitir(
      usuarioId: string,
      finalidade: FinalidadeToken,
      email: string,
      agora: Date,
      validadeMs: number,
    ): Promise<string> {
      await cancelar(usuarioId, agora, finalidade);
      const token = randomBytes(32).toString('base64url');
      await db.insert(tokenConta).values({
        hash: hashDoToken(token),
        usuarioId,
        finalidade,
        email,
        criadoEm: agora,
        expiraEm: new Date(agora.getTime() + validadeMs),
      });
      return token;
    },

    /** Judges a token against the server's clock (`agora`), without using it up. */
    async verificar(
      token: string,
      finalidade: FinalidadeToken,
      agora: Date,
    ): Promise<SituacaoToken> {
      const hash = hashDoToken(token);
      const [row] = await db
        .select()
        .from(tokenConta)
        .where(and(eq(tokenConta.hash, hash), eq(tokenConta.finalidade, finalidade)));
      if (!row) return { valido: false, motivo: 'invalido' };
      if (row.usadoEm !== null) return { valido: false, motivo: 'usado' };
      if (row.expiraEm.getTime() <= agora.getTime()) return { valido: false, motivo: 'expirado' };
      return { valido: true, usuarioId: row.usuarioId, email: row.email, hash };
    },

    /** Uses the token up; false when another request used it first (two clicks racing). */
    async consumir(hash: string, agora: Date): Promise<boolean> {
      const rows = await db
        .update(tokenConta)
        .set({ usadoEm: agora })
        .where(and(eq(tokenConta.hash, hash), isNull(tokenConta.usadoEm)))
        .returning({ hash: tokenConta.hash });
      return rows.length === 1;
    },

    /** Links that expired before `limite`, for the periodic cleanup. */
    async apagarVencidosAntes(limite: Date): Promise<void> {
      await db.delete(tokenConta).where(lt(tokenConta.expiraEm, limite));
    },
  };
}
