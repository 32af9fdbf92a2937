import type { SqlSession } from '../../infra/db/client.ts';

/**
 * Tables whose rows the archive does not carry as rows:
 * - `schema_migrations`: the manifest lists the migrations, and the restore applies them itself;
 * - `arquivo_conteudo`: the bytes travel as entries of their own, one file at a time;
 * - `objeto_a_remover`: objects to delete from the source's bucket mean nothing to the target's;
 * - `pagina_publica_versao`: the target's own number must only grow, or its instances could take
 *   pages they rendered before the restore for current ones;
 * - `palavra_busca`: the search's words, which the triggers rebuild as the published solutions
 *   are restored (0032);
 * - `versao_lista_empresa`: each company's list version, which the triggers write again as its
 *   solutions are restored, with numbers past any an instance may hold (0043).
 * The job queue's tables (pg-boss) are its own, created when the portal starts: a pending e-mail
 * lives in `email_saida`, which the queue only points at.
 */
const FORA_DA_COPIA = new Set([
  'schema_migrations',
  'arquivo_conteudo',
  'objeto_a_remover',
  'pagina_publica_versao',
  'palavra_busca',
  'versao_lista_empresa',
]);
const TABELAS_DA_FILA = new Set(['job', 'archive', 'queue', 'schedule', 'subscription', 'version']);

export const fazParteDaCopia = (tabela: string) =>
  !FORA_DA_COPIA.has(tabela) && !TABELAS_DA_FILA.has(tabela);

/** The portal's tables in the current schema, each after every table it references. */
export async function tabelasDoPortal(session: SqlSession): Promise<string[]> {
  const tabelas = await session.query<{ nome: string }>(
    `select c.relname as nome from pg_class c
      where c.relnamespace = current_schema()::regnamespace
        and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const referencias = await session.query<{ de: string; para: string }>(
    `select c.conrelid::regclass::text as de, c.confrelid::regclass::text as para
       from pg_constraint c
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`,
  );
  const nomes = tabelas.map((t) => t.nome).filter(fazParteDaCopia);
  return emOrdemDeReferencia(nomes, referencias);
}

// Rows go in without disabling triggers (which needs a superuser on PostgreSQL), so a table is
// loaded only after the tables its foreign keys point at. A table pointing at itself has no such
// row today; its rows would keep the source's primary key order.
function emOrdemDeReferencia(nomes: string[], referencias: { de: string; para: string }[]) {
  const semAspas = (nome: string) => nome.replace(/^"|"$/g, '');
  const ordem: string[] = [];
  const visitadas = new Set<string>();
  const visitar = (tabela: string) => {
    if (visitadas.has(tabela)) return;
    visitadas.add(tabela);
    for (const r of referencias) {
      const para = semAspas(r.para);
      if (semAspas(r.de) === tabela && para !== tabela && nomes.includes(para)) visitar(para);
    }
    ordem.push(tabela);
  };
  nomes.forEach(visitar);
  return ordem;
}

/** Columns a restore writes: generated ones are computed again by the database. */
export async function colunasGravaveis(session: SqlSession, tabela: string): Promise<string[]> {
  const colunas = await session.query<{ nome: string }>(
    `select a.attname as nome from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      order by a.attnum`,
    [tabela],
  );
  return colunas.map((c) => c.nome);
}
