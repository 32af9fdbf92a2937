import { and, eq, ne, or, sql } from 'drizzle-orm';
import { STATUS_GERACAO_PDF } from '@portal/domain';
import type { Executor } from '../../../infra/db/client.ts';
import { geracaoPdf } from '../../../infra/db/schema-propostas.ts';

/**
 * A job still at 'accepted' after this long died with its instance (a restart, a crash): the
 * next request may start it again. Rendering takes well under a second.
 */
export const JOB_ABANDONADO_SEGUNDOS = 60;

export function createGeracaoRepository(db: Executor) {
  return {
    /**
     * Marks the proposal's job accepted under a new `jobId`, unless one is already running and
     * recent. Returns whether this caller started it (and so must run it). One statement, so two
     * instances asked at once cannot both start.
     */
    iniciar: async (propostaId: string, jobId: string): Promise<boolean> => {
      const aceito = STATUS_GERACAO_PDF.ACEITO;
      const rows = await db
        .insert(geracaoPdf)
        .values({ propostaId, jobId, status: aceito })
        .onConflictDoUpdate({
          target: geracaoPdf.propostaId,
          set: {
            jobId,
            status: aceito,
            solicitadoEm: sql`now()`,
            concluidoEm: null,
            erro: null,
          },
          setWhere: or(
            ne(geracaoPdf.status, aceito),
            sql`${geracaoPdf.solicitadoEm} < now() - make_interval(secs => ${JOB_ABANDONADO_SEGUNDOS}::integer)`,
          ),
        })
        .returning({ jobId: geracaoPdf.jobId });
      return rows[0]?.jobId === jobId;
    },

    find: async (propostaId: string) => {
      const [row] = await db
        .select({ status: geracaoPdf.status, arquivoId: geracaoPdf.arquivoId })
        .from(geracaoPdf)
        .where(eq(geracaoPdf.propostaId, propostaId));
      return row ?? null;
    },

    /** True if `jobId` is still the proposal's job; the row stays locked until commit. */
    lockSeAtual: async (propostaId: string, jobId: string): Promise<boolean> => {
      const rows = await db
        .select({ jobId: geracaoPdf.jobId })
        .from(geracaoPdf)
        .where(and(eq(geracaoPdf.propostaId, propostaId), eq(geracaoPdf.jobId, jobId)))
        .for('update');
      return rows.length > 0;
    },

    concluir: async (propostaId: string, jobId: string, arquivoId: string): Promise<void> => {
      await db
        .update(geracaoPdf)
        .set({ status: STATUS_GERACAO_PDF.PRONTO, arquivoId, concluidoEm: sql`now()` })
        .where(and(eq(geracaoPdf.propostaId, propostaId), eq(geracaoPdf.jobId, jobId)));
    },

    falhar: async (propostaId: string, jobId: string, erro: string): Promise<void> => {
      await db
        .update(geracaoPdf)
        .set({ status: STATUS_GERACAO_PDF.FALHOU, erro, concluidoEm: sql`now()` })
        .where(and(eq(geracaoPdf.propostaId, propostaId), eq(geracaoPdf.jobId, jobId)));
    },
  };
}
