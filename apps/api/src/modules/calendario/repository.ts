import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { empresa, usuario } from '../../infra/db/schema.ts';
import { calendario, calendarioAlteracao, prorrogacao } from '../../infra/db/schema-calendario.ts';

export type CalendarioRow = typeof calendario.$inferSelect;
export type NovaAlteracao = typeof calendarioAlteracao.$inferInsert;
export type NovaProrrogacao = typeof prorrogacao.$inferInsert;

// Changes to the calendar queue here, one at a time per schema, so two administrators saving at
// once each record the value the other left, not the one both read.
const LOCK_CALENDARIO = sql`select pg_advisory_xact_lock(20250012, hashtext(coalesce(current_schema(), '')))`;

export function createCalendarioRepository(db: Executor) {
  return {
    /** Run first inside the transaction of a calendar change. */
    lock: async (): Promise<void> => {
      await db.execute(LOCK_CALENDARIO);
    },

    find: async (): Promise<CalendarioRow | null> => {
      const [row] = await db.select().from(calendario).where(eq(calendario.id, 1));
      return row ?? null;
    },

    save: async (values: Omit<CalendarioRow, 'id'>): Promise<void> => {
      await db
        .insert(calendario)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: calendario.id, set: values });
    },

    insertAlteracoes: async (alteracoes: NovaAlteracao[]): Promise<void> => {
      if (alteracoes.length > 0) await db.insert(calendarioAlteracao).values(alteracoes);
    },

    /** Newest first, with who changed each field. */
    listAlteracoes: () =>
      db
        .select({
          id: calendarioAlteracao.id,
          campo: calendarioAlteracao.campo,
          valorAnterior: calendarioAlteracao.valorAnterior,
          valorNovo: calendarioAlteracao.valorNovo,
          dataHora: calendarioAlteracao.dataHora,
          usuarioNome: usuario.nome,
        })
        .from(calendarioAlteracao)
        .innerJoin(usuario, eq(usuario.id, calendarioAlteracao.usuarioId))
        .orderBy(desc(calendarioAlteracao.dataHora), desc(calendarioAlteracao.id)),

    /**
     * The calendar and the company's extension (its latest grant: grants are only ever added),
     * in one round trip: read before every write of a company. Null before the first calendar,
     * when no extension matters.
     */
    findComProrrogacao: async (
      empresaId: string,
    ): Promise<{ calendario: CalendarioRow; prorrogacao: Date | null } | null> => {
      const vigente = db
        .select({ prazo: prorrogacao.prazo })
        .from(prorrogacao)
        .where(eq(prorrogacao.empresaId, empresaId))
        .orderBy(desc(prorrogacao.dataHora), desc(prorrogacao.id))
        .limit(1);
      const [row] = await db
        .select({
          calendario,
          prorrogacao: sql<Date | null>`(${vigente})`.mapWith(prorrogacao.prazo),
        })
        .from(calendario)
        .where(eq(calendario.id, 1));
      return row ?? null;
    },

    insertProrrogacao: async (values: NovaProrrogacao): Promise<void> => {
      await db.insert(prorrogacao).values(values);
    },

    /** Every grant, newest first, with the company and the administrator who granted it. */
    listProrrogacoes: () =>
      db
        .select({
          id: prorrogacao.id,
          empresaId: prorrogacao.empresaId,
          empresaNome: empresa.nomeOficial,
          cnpj: empresa.cnpj,
          prazo: prorrogacao.prazo,
          motivo: prorrogacao.motivo,
          dataHora: prorrogacao.dataHora,
          usuarioNome: usuario.nome,
        })
        .from(prorrogacao)
        .innerJoin(empresa, eq(empresa.id, prorrogacao.empresaId))
        .innerJoin(usuario, eq(usuario.id, prorrogacao.usuarioId))
        .orderBy(desc(prorrogacao.dataHora), desc(prorrogacao.id)),

    existsEmpresa: async (empresaId: string): Promise<boolean> => {
      const [row] = await db
        .select({ id: empresa.id })
        .from(empresa)
        .where(eq(empresa.id, empresaId));
      return row !== undefined;
    },
  };
}
