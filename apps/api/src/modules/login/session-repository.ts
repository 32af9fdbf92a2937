import { and, eq, gt, lte, ne, or, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { sessao, usuario } from '../../infra/db/schema.ts';
import { aceiteTermos, termosVersao } from '../../infra/db/schema-privacidade.ts';

export const SESSION_COOKIE = 'portal_sessao';

// Two idle hours let a company write a long proposal without being signed out mid-form; twelve
// hours in all bound what a stolen cookie is worth to one working day.
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const SESSION_MAX_SECONDS = 12 * 60 * 60;
export interface ActiveSession {
  usuarioId: string;
  tipoUsuario: number;
  empresaId: string | null;
  /** Membership in that company: only 'ativo' acts for it. */
  situacaoEmpresa: string;
  /** The version of the terms in force when the person has not accepted it. */
  termosPendentes: number | null;
  /** Last use is older than the touch interval, so it should be written again. */
  stale: boolean;
}

// Expiry is judged by the database clock, the one every instance shares.
const secondsAgo = (seconds: number | Placeholder) =>
  sql`now() - make_interval(secs => ${seconds}::integer)`;

// Read on every request that carries a cookie: prepared once per database handle, so neither
// Drizzle builds it nor PostgreSQL plans it again each time.
const prepararAtiva = (db: Executor) =>
  db
    .select({
      usuarioId: sessao.usuarioId,
      tipoUsuario: usuario.tipoUsuario,
      empresaId: usuario.empresaId,
      situacaoEmpresa: usuario.situacaoEmpresa,
      // The version in force when the person has not accepted it, else null. An account from
      // before versions were recorded accepted version 1 at registration (migration 0019).
      termosPendentes: sql<
        number | null
      >`(select nullif(max(${termosVersao.versao}), coalesce((select max(${aceiteTermos.versao}) from ${aceiteTermos} where ${aceiteTermos.usuarioId} = ${sessao.usuarioId}), 1)) from ${termosVersao})`,
      stale: sql<boolean>`${sessao.ultimoUsoEm} < ${secondsAgo(sql.placeholder('touchSeconds'))}`,
    })
    .from(sessao)
    .innerJoin(usuario, eq(usuario.id, sessao.usuarioId))
    .where(
      and(
        eq(sessao.id, sql.placeholder('id')),
        gt(sessao.expiraEm, sql`now()`),
        gt(sessao.ultimoUsoEm, secondsAgo(sql.placeholder('idleSeconds'))),
        eq(usuario.ativo, true),
      ),
    )
    .prepare('sessao_ativa');

export function createSessionRepository(db: Executor) {
  let ativa: ReturnType<typeof prepararAtiva> | undefined;
  return {
    insert: async (
      id: string,
      usuarioId: string,
      maxSeconds: number,
      govbr = false,
    ): Promise<void> => {
      await db.insert(sessao).values({
        id,
        usuarioId,
        expiraEm: sql`now() + make_interval(secs => ${maxSeconds}::integer)`,
        govbr,
      });
    },

    /** The session and its (active) user, if neither the absolute nor the idle limit passed. */
    findActive: async (
      id: string,
      idleSeconds: number,
      touchSeconds: number,
    ): Promise<ActiveSession | null> => {
      const [row] = await (ativa ??= prepararAtiva(db)).execute({ id, idleSeconds, touchSeconds });
      return row ?? null;
    },

    touch: async (id: string): Promise<void> => {
      await db
        .update(sessao)
        .set({ ultimoUsoEm: sql`now()` })
        .where(eq(sessao.id, id));
    },

    /** Whether the deleted session had been opened through gov.br (false when none was). */
    delete: async (id: string): Promise<boolean> => {
      const [row] = await db
        .delete(sessao)
        .where(eq(sessao.id, id))
        .returning({ govbr: sessao.govbr });
      return row?.govbr ?? false;
    },

    /** How the session began and when gov.br last confirmed its owner (null: never). */
    findConfirmacaoGovbr: async (id: string) => {
      const [row] = await db
        .select({ govbr: sessao.govbr, confirmadaEm: sessao.confirmadaGovbrEm })
        .from(sessao)
        .where(eq(sessao.id, id));
      return row ?? null;
    },

    marcarConfirmacaoGovbr: async (id: string, quando: Date): Promise<void> => {
      await db.update(sessao).set({ confirmadaGovbrEm: quando }).where(eq(sessao.id, id));
    },

    /** Ends every session of the user but the one still in use (after a password change). */
    deleteOthers: async (usuarioId: string, keepId: string | null): Promise<void> => {
      const others =
        keepId === null
          ? eq(sessao.usuarioId, usuarioId)
          : and(eq(sessao.usuarioId, usuarioId), ne(sessao.id, keepId));
      await db.delete(sessao).where(others);
    },

    purgeExpired: async (idleSeconds: number): Promise<void> => {
      await db
        .delete(sessao)
        .where(
          or(lte(sessao.expiraEm, sql`now()`), lte(sessao.ultimoUsoEm, secondsAgo(idleSeconds))),
        );
    },
  };
}
