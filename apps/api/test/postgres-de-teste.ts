import pg from 'pg';

/** One statement on the tests' PostgreSQL server, outside any test database: create, drop. */
export async function comandoNoServidor(servidor: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: servidor });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The address of another database on the same server. */
export function urlDoBanco(servidor: string, banco: string): string {
  const url = new URL(servidor);
  url.pathname = `/${banco}`;
  return url.toString();
}
