// What every benchmark shares: percentiles, and running the same measurement on each database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The p-th percentile (nearest rank) of the timings. */
export const percentil = (valores: number[], p: number) => {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)]!;
};

export type Medicao = (rotulo: string, url: string, schema: string | null) => Promise<void>;

/**
 * Runs the measurement on an in-memory PGlite, then on PostgreSQL when BENCH_DATABASE_URL is set,
 * in a schema of its own that is dropped afterwards whatever happens.
 */
export async function emCadaBanco(medir: Medicao): Promise<void> {
  await medir('PGlite (em memória)', 'memory://', null);
  const { BENCH_DATABASE_URL } = process.env;
  if (!BENCH_DATABASE_URL) return;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  try {
    await medir('PostgreSQL', BENCH_DATABASE_URL, schema);
  } finally {
    await apagarSchema(BENCH_DATABASE_URL, schema);
  }
}

/** Drops a benchmark's throwaway schema. */
export async function apagarSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
