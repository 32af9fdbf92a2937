import { and, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import type { StatusEmailSaida } from '@portal/domain';
import { emailSaida } from '../../infra/db/schema-email.ts';

/** Marks a message that waits because SMTP_URL is missing; a start with SMTP picks these up. */
export const ERRO_NAO_CONFIGURADO = 'E-mail não configurado (SMTP_URL ausente).';

// Longer than any SMTP conversation: past it, an instance that died mid-send lets another retry.
const RESERVA_SEGUNDOS = 120;

export interface FiltrosSaida {
  status?: StatusEmailSaida;
  tipo?: string;
  para?: string;
  pagina: number;
  porPagina: number;
}

export function createSaidaRepository(db: Executor) {
  return {
    /**
     * Claims a pending message for this instance and counts the attempt. Null when it was sent
     * already, failed for good, or another instance holds it: then there is nothing to do.
     */
    async reservar(id: string) {
      const [row] = await db
        .update(emailSaida)
        .set({
          tentativas: sql`${emailSaida.tentativas} + 1`,
          reservadoAte: sql`now() + make_interval(secs => ${RESERVA_SEGUNDOS})`,
        })
        .where(
          and(
            eq(emailSaida.id, id),
            eq(emailSaida.status, 'pendente'),
            or(isNull(emailSaida.reservadoAte), lt(emailSaida.reservadoAte, sql`now()`)),
          ),
        )
        .returning();
      return row ?? null;
    },

    marcarEnviado: async (id: string) => {
      await db
        .update(emailSaida)
        .set({ status: 'enviado', enviadoEm: sql`now()`, reservadoAte: null, ultimoErro: null })
        .where(eq(emailSaida.id, id));
    },

    /** A failed attempt: `final` gives up, otherwise the row waits for the queue's retry. */
    marcarErro: async (id: string, erro: string, final: boolean) => {
      await db
        .update(emailSaida)
        .set({
          ultimoErro: erro,
          reservadoAte: null,
          ...(final ? { status: 'falhou' as const } : {}),
        })
        .where(eq(emailSaida.id, id));
    },

    /** Without SMTP the message stays pending, unattempted, with the reason shown. */
    marcarNaoConfigurado: async (id: string) => {
      await db
        .update(emailSaida)
        .set({ ultimoErro: ERRO_NAO_CONFIGURADO, reservadoAte: null, tentativas: 0 })
        .where(and(eq(emailSaida.id, id), eq(emailSaida.status, 'pendente')));
    },

    /**
     * Pending messages that no job of `fila` will send: written while SMTP was not configured
     * (their job ended without sending) or restored from a backup, which leaves the queue behind.
     * A message queued twice is still sent once: each send claims its row first.
     */
    async listSemTrabalho(fila: string): Promise<string[]> {
      const resultado = await db.execute(sql`
        select e.id from email_saida e
        where e.status = 'pendente'
          and not exists (select 1 from job j
            where j.name = ${fila} and j.state < 'completed' and j.data->>'id' = e.id::text)`);
      return (resultado as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    },

    /** A failed message back to pending, with a fresh count of tries. False if it had not failed. */
    async reabrir(id: string): Promise<boolean> {
      const rows = await db
        .update(emailSaida)
        .set({ status: 'pendente', tentativas: 0, ultimoErro: null, reservadoAte: null })
        .where(and(eq(emailSaida.id, id), eq(emailSaida.status, 'falhou')))
        .returning({ id: emailSaida.id });
      return rows.length === 1;
    },

    async listar(filtros: FiltrosSaida) {
      const condicoes: SQL[] = [];
      if (filtros.status) condicoes.push(eq(emailSaida.status, filtros.status));
      if (filtros.tipo) condicoes.push(eq(emailSaida.tipo, filtros.tipo));
      if (filtros.para) {
        condicoes.push(
          sql`lower(${emailSaida.para}) like ${`%${filtros.para.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`,
        );
      }
      const where = condicoes.length > 0 ? and(...condicoes) : undefined;
      const [itens, [total]] = await Promise.all([
        db
          .select({
            id: emailSaida.id,
            para: emailSaida.para,
            assunto: emailSaida.assunto,
            tipo: emailSaida.tipo,
            status: emailSaida.status,
            tentativas: emailSaida.tentativas,
            ultimoErro: emailSaida.ultimoErro,
            contemSegredo: emailSaida.contemSegredo,
            criadoEm: emailSaida.criadoEm,
            enviadoEm: emailSaida.enviadoEm,
            // The body of a message with a secret link never leaves the database again.
            texto: sql<
              string | null
            >`case when ${emailSaida.contemSegredo} then null else ${emailSaida.texto} end`,
          })
          .from(emailSaida)
          .where(where)
          .orderBy(desc(emailSaida.criadoEm), desc(emailSaida.id))
          .limit(filtros.porPagina)
          .offset((filtros.pagina - 1) * filtros.porPagina),
        db.select({ total: count() }).from(emailSaida).where(where),
      ]);
      return { itens, total: total?.total ?? 0 };
    },

    tipos: async (): Promise<string[]> =>
      (
        await db.selectDistinct({ tipo: emailSaida.tipo }).from(emailSaida).orderBy(emailSaida.tipo)
      ).map((r) => r.tipo),

    findByIds: (ids: string[]) => db.select().from(emailSaida).where(inArray(emailSaida.id, ids)),
  };
}
