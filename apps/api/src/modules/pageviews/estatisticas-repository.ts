import { count, desc, gte, sql, type SQL } from 'drizzle-orm';
import { FUSO_HORARIO } from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { pageView } from '../../infra/db/schema.ts';

const FUSO = sql.raw(`'${FUSO_HORARIO}'`);

/** Midnight in São Paulo at the start of `dia` (YYYY-MM-DD). */
const inicioDoDia = (dia: string): SQL => sql`(${dia}::date::timestamp at time zone ${FUSO})`;

export function createPageViewsEstatisticasRepository(db: Database) {
  return {
    porDia: (desde: string) =>
      db
        .select({
          dia: sql<string>`to_char(${pageView.visitedAt} at time zone ${FUSO}, 'YYYY-MM-DD')`,
          quantidade: count(),
        })
        .from(pageView)
        .where(gte(pageView.visitedAt, inicioDoDia(desde)))
        .groupBy(sql`1`),

    maisVisitadas: (desde: string, limite: number) =>
      db
        .select({ path: pageView.path, quantidade: count() })
        .from(pageView)
        .where(gte(pageView.visitedAt, inicioDoDia(desde)))
        .groupBy(pageView.path)
        .orderBy(desc(count()), pageView.path)
        .limit(limite),
  };
}
