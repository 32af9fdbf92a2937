import type { SqlSession } from '../../infra/db/client.ts';

/** Each sequence of the schema and the next value it hands out: what a backup records. */
export type ValoresDasSequencias = Record<string, number>;

/**
 * Every sequence of the current schema with the value its next `nextval` gives. Sequences stand
 * outside transactions, so this may be past the rows a backup's snapshot shows: a restore that
 * skips a few numbers is harmless, one that hands out a number twice is not.
 */
export async function lerSequencias(session: SqlSession): Promise<ValoresDasSequencias> {
  const sequencias = await session.query<{ nome: string; proximo: string }>(
    `select sequencename as nome,
            coalesce(last_value + increment_by, start_value)::text as proximo
       from pg_sequences
      where schemaname = current_schema()
      order by sequencename`,
  );
  return Object.fromEntries(sequencias.map((s) => [s.nome, Number(s.proximo)]));
}

/**
 * Puts every sequence of the schema past the highest value in use: the larger of what the backup
 * recorded and what the rows show. A sequence's columns come from the catalog, not from a list,
 * so a sequence added later is moved too: the columns it owns (serial, identity, `owned by`) and
 * those whose default calls it.
 */
export async function acertarSequencias(
  session: SqlSession,
  gravadas: ValoresDasSequencias = {},
): Promise<void> {
  const sequencias = await session.query<{ nome: string }>(
    `select relname as nome from pg_class
      where relkind = 'S' and relnamespace = current_schema()::regnamespace`,
  );
  const colunas = await colunasDasSequencias(session);
  for (const { nome } of sequencias) {
    const usados = colunas
      .filter((c) => c.sequencia === nome)
      .map((c) => `(${maiorValorEmUso(c)}) + 1`);
    // `greatest` skips nulls: an empty column, or a sequence the backup did not record.
    await session.query(
      `select setval($1::regclass, greatest(
         (select seqstart from pg_sequence where seqrelid = $1::regclass),
         $2::bigint,
         ${[...usados, 'null'].join(', ')}
       )::bigint, false)`,
      [`"${nome}"`, gravadas[nome] ?? null],
    );
  }
}

interface ColunaDaSequencia {
  sequencia: string;
  tabela: string;
  coluna: string;
  numerica: boolean;
}

async function colunasDasSequencias(session: SqlSession): Promise<ColunaDaSequencia[]> {
  return session.query<ColunaDaSequencia>(
    `with ligadas as (
       select d.objid as sequencia, d.refobjid as tabela, d.refobjsubid as coluna
         from pg_depend d
        where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
          and d.refobjsubid > 0 and d.deptype in ('a', 'i')
       union
       select d.refobjid, ad.adrelid, ad.adnum
         from pg_depend d join pg_attrdef ad on ad.oid = d.objid
        where d.classid = 'pg_attrdef'::regclass and d.refclassid = 'pg_class'::regclass
     )
     select s.relname as sequencia, t.relname as tabela, a.attname as coluna,
            a.atttypid in ('int2'::regtype, 'int4'::regtype, 'int8'::regtype, 'numeric'::regtype)
              as numerica
       from ligadas l
       join pg_class s on s.oid = l.sequencia and s.relkind = 'S'
       join pg_class t on t.oid = l.tabela
       join pg_attribute a on a.attrelid = t.oid and a.attnum = l.coluna
      where s.relnamespace = current_schema()::regnamespace`,
  );
}

// A readable code made from a sequence ('CI-2025-000123') ends with the number it took.
const maiorValorEmUso = ({ tabela, coluna, numerica }: ColunaDaSequencia) =>
  numerica
    ? `select max("${coluna}") from "${tabela}"`
    : `select max(substring("${coluna}"::text from '(\\d+)$')::numeric) from "${tabela}"`;
