import { count, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FUSO_HORARIO } from '@portal/domain';
import type { Executor } from '../../../infra/db/client.ts';
import { empresa } from '../../../infra/db/schema.ts';
import { proposta } from '../../../infra/db/schema-propostas.ts';
import { isDataSemHora, type Unidade } from './periodos.ts';

/** [inicio, fim) as SQL instants; the database turns São Paulo days into instants. */
export interface Intervalo {
  inicio: SQL;
  fim: SQL;
}

const FUSO = sql.raw(`'${FUSO_HORARIO}'`);

/**
 * A date bound names a whole São Paulo day (the end day included); an instant bound is taken as
 * is (the end instant included).
 */
export const intervaloDe = (inicio: string, fim: string): Intervalo => ({
  inicio: isDataSemHora(inicio)
    ? sql`(${inicio}::date::timestamp at time zone ${FUSO})`
    : sql`${inicio}::timestamptz`,
  fim: isDataSemHora(fim)
    ? sql`((${fim}::date + 1)::timestamp at time zone ${FUSO})`
    : sql`(${fim}::timestamptz + interval '1 microsecond')`,
});

const dentro = (coluna: SQLWrapper, intervalo: Intervalo | null): SQL =>
  intervalo === null
    ? sql`${coluna} is not null`
    : sql`(${coluna} >= ${intervalo.inicio} and ${coluna} < ${intervalo.fim})`;

const contarSe = (condicao: SQL) => sql`count(*) filter (where ${condicao})`.mapWith(Number);

const TRUNCAR: Record<Unidade, { unidade: SQL; formato: string }> = {
  mes: { unidade: sql.raw(`'month'`), formato: 'YYYY-MM' },
  semana: { unidade: sql.raw(`'week'`), formato: 'YYYY-MM-DD' },
  dia: { unidade: sql.raw(`'day'`), formato: 'YYYY-MM-DD' },
};

export function createEstatisticasRepository(db: Executor) {
  return {
    /** Companies registered, proposals created and signed forms received (in the interval). */
    totais: async (intervalo: Intervalo | null) => {
      const [[empresas], [propostas]] = await Promise.all([
        db
          .select({ n: count() })
          .from(empresa)
          .where(intervalo ? dentro(empresa.dataCadastro, intervalo) : undefined),
        db
          .select({
            criadas: intervalo ? contarSe(dentro(proposta.dataCadastro, intervalo)) : count(),
            assinados: contarSe(dentro(proposta.dataHoraEnvioPdf, intervalo)),
          })
          .from(proposta),
      ]);
      return {
        empresas: empresas?.n ?? 0,
        propostas: propostas?.criadas ?? 0,
        assinados: propostas?.assinados ?? 0,
      };
    },

    /** Proposals (created in the interval) per axis and capability pair. */
    distribuicao: (intervalo: Intervalo | null) =>
      db
        .select({ destino: proposta.destino, indiceDetalhe: proposta.indiceDetalhe, n: count() })
        .from(proposta)
        .where(intervalo ? dentro(proposta.dataCadastro, intervalo) : undefined)
        .groupBy(proposta.destino, proposta.indiceDetalhe),

    /** Counts per São Paulo month, week or day of the creation date or of the signed form's arrival. */
    serie: (coluna: 'criadas' | 'assinados', unidade: Unidade, intervalo: Intervalo) => {
      const data = coluna === 'criadas' ? proposta.dataCadastro : proposta.dataHoraEnvioPdf;
      const { unidade: trunc, formato } = TRUNCAR[unidade];
      return db
        .select({
          periodo: sql<string>`to_char(date_trunc(${trunc}, ${data} at time zone ${FUSO}), ${sql.raw(`'${formato}'`)})`,
          n: count(),
        })
        .from(proposta)
        .where(dentro(data, intervalo))
        .groupBy(sql`1`);
    },

    /** What came before the interval: where the cumulative series start. */
    anteriores: async (intervalo: Intervalo) => {
      const [row] = await db
        .select({
          criadas: contarSe(lt(proposta.dataCadastro, intervalo.inicio)),
          assinados: contarSe(lt(proposta.dataHoraEnvioPdf, intervalo.inicio)),
        })
        .from(proposta);
      return { criadas: row?.criadas ?? 0, assinados: row?.assinados ?? 0 };
    },
  };
}
