import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `insert into <tabela> (…) select … from <fonte>`: the row once for each row `fonte` (a CTE's
 * name) returns, so none when the write it records matched nothing. In a data-modifying
 * statement an insert with `values` runs whatever the other parts did. The row's columns only,
 * each value cast to its column's type; the others take their defaults.
 */
export function inserirParaCada<T extends PgTable>(
  tabela: T,
  linha: T['$inferInsert'],
  fonte: string,
): SQL {
  const colunas = getTableColumns(tabela);
  const dados = Object.entries(linha as Record<string, unknown>).flatMap(([chave, valor]) => {
    const coluna = colunas[chave];
    return coluna && valor !== undefined ? [{ coluna, valor }] : [];
  });
  const nomes = dados.map(({ coluna }) => sql.identifier(coluna.name));
  const valores = dados.map(
    ({ coluna, valor }) => sql`${sql.param(valor, coluna)}::${sql.raw(coluna.getSQLType())}`,
  );
  return sql`insert into ${tabela} (${sql.join(nomes, sql`, `)}) select ${sql.join(valores, sql`, `)} from ${sql.identifier(fonte)}`;
}
