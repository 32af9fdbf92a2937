import { sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';

export interface SituacaoFila {
  fila: string;
  /** Jobs not yet taken (new, or waiting for a retry). */
  aguardando: number;
  /** Seconds the oldest job that could already run has waited; 0 when none waits. */
  maisAntigoSegundos: number;
  /** Jobs that ran out of tries in the last 24 hours. */
  falhos24h: number;
}

const linhas = <T>(resultado: unknown) => (resultado as { rows: T[] }).rows;

/**
 * Figures read from the database at each scrape, so every instance reports the same, correct
 * numbers however the work was spread among them.
 */
export function createMetricasRepository(db: Executor) {
  return {
    /**
     * The pg-boss tables of the current schema. A job waiting for its retry's
     * delay is counted as waiting but does not age: it is not stuck, it was told to wait. Failed
     * jobs move to the archive an hour after failing, hence both tables; one archived in the last
     * 24 hours failed before it, which lets the archive's index skip the week it keeps.
     */
    async filas(): Promise<SituacaoFila[]> {
      const resultado = await db.execute(sql`
        select q.name as fila,
          (select count(*) from job j where j.name = q.name and j.state < 'active')::int
            as aguardando,
          coalesce((select extract(epoch from now() - min(j.start_after)) from job j
            where j.name = q.name and j.state < 'active' and j.start_after <= now()), 0)::float8
            as "maisAntigoSegundos",
          ((select count(*) from job j where j.name = q.name and j.state = 'failed'
              and j.completed_on > now() - interval '24 hours')
            + (select count(*) from archive a where a.name = q.name and a.state = 'failed'
              and a.completed_on > now() - interval '24 hours'
              and a.archived_on > now() - interval '24 hours'))::int as "falhos24h"
        from queue q
        order by q.name`);
      return linhas<SituacaoFila>(resultado);
    },

    /** Messages in the outbox still to send and those given up on, which wait for a resend. */
    async caixaDeSaida(): Promise<{ status: string; total: number }[]> {
      const resultado = await db.execute(sql`
        select status, count(*)::int as total from email_saida
        where status in ('pendente', 'falhou') group by status`);
      return linhas(resultado);
    },
  };
}
