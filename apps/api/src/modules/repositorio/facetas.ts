import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FacetasSolucoes, MunicipioPublico, SolucoesFiltro } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { textoPortal } from '../../infra/db/schema-envios.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';

/**
 * The filters offered with counts, each on the column (or expression) it filters. A `multipla`
 * one holds several values (an array of codes): a solution matches when any is the one asked
 * for, and counts once under each.
 */
const FACETAS = {
  eixo: { coluna: sql`${proposta.destino}` },
  capacidade: { coluna: sql`${proposta.indiceDetalhe}` },
  saas: { coluna: sql`${proposta.saas}` },
  suporteNoBrasil: { coluna: sql`${proposta.suporteNoBrasil}` },
  // Whether any city was written, in the text the public reads (the portal's revision where
  // there is one), as the city facet and the solution's page do; every query offering these
  // filters joins the revision.
  implantada: {
    coluna: sql`(coalesce(trim(coalesce(${textoPortal.campos} ->> 'cidadeImplementada',
      ${proposta.cidadeImplementada})), '') <> '')`,
  },
  municipio: { coluna: sql`${proposta.municipiosImplantada}`, multipla: true },
  parecer: {
    coluna: sql`(case when ${proposta.parecerComDct} then 'com-dct'
      when not ${proposta.parecerComDct} then 'sem-dct' end)`,
  },
} satisfies Record<string, { coluna: SQL; multipla?: true }>;
type Faceta = keyof typeof FACETAS;
const NOMES_FACETAS = Object.keys(FACETAS) as Faceta[];
const ehMultipla = (faceta: Faceta) => 'multipla' in FACETAS[faceta];

/** `alvo` holds the filter's value: a column, or its name in the facets' query. */
const filtra = (faceta: Faceta, alvo: SQLWrapper, valor: unknown) =>
  ehMultipla(faceta) ? sql`${alvo} @> array[${valor}]::integer[]` : sql`${alvo} = ${valor}`;

/** Numbers and yes/no in their order; the opinion's outcomes as written ('com-dct' first). */
const ordemDosValores = (a: { valor: unknown }, b: { valor: unknown }) =>
  typeof a.valor === 'string'
    ? a.valor.localeCompare(String(b.valor))
    : Number(a.valor) - Number(b.valor);

/** The municipalities a facet lists: the most common ones, and always the one filtered by. */
const MUNICIPIOS_NA_FACETA = 10;

/** A facet's row as the database answers it: every value as text, whatever its type. */
interface LinhaFaceta {
  faceta: Faceta;
  valor: string;
  total: number;
}
const valorDaFaceta = (faceta: Faceta, valor: string): number | boolean | string =>
  faceta === 'parecer'
    ? valor
    : faceta === 'eixo' || faceta === 'capacidade' || faceta === 'municipio'
      ? Number(valor)
      : valor === 'true';

/** The filters in use, as conditions on the solution's row. */
export const filtrosAplicados = (filtro: SolucoesFiltro): (SQL | undefined)[] =>
  NOMES_FACETAS.map((faceta) => {
    const valor = filtro[faceta];
    return valor === undefined ? undefined : filtra(faceta, FACETAS[faceta].coluna, valor);
  });

/**
 * For each filter, how many solutions each of its values gives with the other filters. The
 * search runs once (a materialised CTE of the rows `origem` matches: its `from` and `where`);
 * each filter groups that set.
 */
export async function contarFacetas(
  db: Executor,
  filtro: SolucoesFiltro,
  origem: SQL,
  municipiosPorCodigo: (codigos: readonly number[]) => Promise<Map<number, MunicipioPublico>>,
): Promise<FacetasSolucoes> {
  const colunas = sql.join(
    NOMES_FACETAS.map((faceta) => sql`${FACETAS[faceta].coluna} as ${sql.identifier(faceta)}`),
    sql`, `,
  );
  const grupos = NOMES_FACETAS.map((faceta) => {
    const outros = NOMES_FACETAS.flatMap((outro) => {
      const valor = filtro[outro];
      return outro === faceta || valor === undefined
        ? []
        : [sql` and ${filtra(outro, sql.identifier(outro), valor)}`];
    });
    if (!ehMultipla(faceta)) {
      return sql`select ${faceta} as faceta, ${sql.identifier(faceta)}::text as valor,
        count(*)::int as total from casadas where ${sql.identifier(faceta)} is not null
        ${sql.join(outros)} group by 2`;
    }
    const escolhido = filtro[faceta] ?? null;
    return sql`select faceta, valor, total from (
        select ${faceta} as faceta, v::text as valor, count(*)::int as total,
          row_number() over (order by count(*) desc, v) as posicao
        from casadas, unnest(${sql.identifier(faceta)}) as v
        where true ${sql.join(outros)} group by v
      ) contagens where posicao <= ${MUNICIPIOS_NA_FACETA} or valor = ${escolhido}::text`;
  });
  const resultado = await db.execute(sql`with casadas as materialized (
      select ${colunas} ${origem}
    ) ${sql.join(grupos, sql` union all `)}`);
  const linhas = (resultado as unknown as { rows: LinhaFaceta[] }).rows;
  type Contagens = { valor: number | boolean | string; total: number }[];
  const facetas = Object.fromEntries(
    NOMES_FACETAS.map((faceta): [Faceta, Contagens] => [faceta, []]),
  ) as Record<Faceta, Contagens>;
  for (const { faceta, valor, total } of linhas) {
    facetas[faceta].push({ valor: valorDaFaceta(faceta, valor), total });
  }
  // The municipality filtered by stays on the list, even when the other filters leave none.
  if (
    filtro.municipio !== undefined &&
    !facetas.municipio.some((c) => c.valor === filtro.municipio)
  ) {
    facetas.municipio.push({ valor: filtro.municipio, total: 0 });
  }
  for (const faceta of NOMES_FACETAS) {
    if (!ehMultipla(faceta)) facetas[faceta].sort(ordemDosValores);
  }
  const nomes = await municipiosPorCodigo(facetas.municipio.map((c) => Number(c.valor)));
  return {
    ...facetas,
    // An unknown code has no name to show: the filter finds nothing, the list leaves it out.
    municipio: facetas.municipio
      .flatMap((c) => {
        const municipio = nomes.get(Number(c.valor));
        return municipio ? [{ valor: Number(c.valor), total: c.total, ...municipio }] : [];
      })
      .sort((a, b) => b.total - a.total || a.nome.localeCompare(b.nome, 'pt-BR')),
  } as unknown as FacetasSolucoes;
}
