import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tabelas from './schema.ts';
import * as tabelasPropostas from './schema-propostas.ts';

const schema = { ...tabelas, ...tabelasPropostas };

/** What repositories use: the same typed query builder over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The query builder inside `db.transaction`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a repository runs on: the database, or a transaction a service opened. */
export type Executor = Database | Transaction;

/**
 * One connection for work that must stay on it: advisory locks, and migration files with
 * several statements (the query builder sends one statement per call).
 */
export interface SqlSession {
  exec(text: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface DatabaseClient {
  db: Database;
  kind: 'pglite' | 'postgres';
  withSession<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` for PostgreSQL; otherwise a PGlite location: a directory or `memory://`. */
  url: string;
  /** Work inside this schema (created if missing): how tests get a fresh database each. */
  schema?: string | null;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseClient> {
  const schemaName = options.schema ?? null;
  // The name goes into SQL text (search_path cannot be a bound parameter), so it is checked here.
  if (schemaName !== null && !SCHEMA_NAME.test(schemaName)) {
    throw new Error(`Nome de schema inválido: ${schemaName}`);
  }
  return isPostgresUrl(options.url)
    ? createPostgres(options.url, schemaName)
    : createPglite(options.url, schemaName);
}

async function createPostgres(url: string, schemaName: string | null): Promise<DatabaseClient> {
  if (schemaName !== null) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists "${schemaName}"`);
    } finally {
      await setup.end();
    }
  }
  // Every pooled connection starts in the schema, so no query ever names one.
  const pool = new pg.Pool({
    connectionString: url,
    ...(schemaName !== null ? { options: `-c search_path="${schemaName}"` } : {}),
  });
  return {
    db: drizzlePg(pool, { schema }),
    kind: 'postgres',
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work({
          exec: async (text) => void (await client.query(text)),
          query: async <T>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as T[],
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function createPglite(location: string, schemaName: string | null): Promise<DatabaseClient> {
  const inMemory = location.startsWith('memory://');
  if (!inMemory) await mkdir(location, { recursive: true });
  const client = new PGlite(inMemory ? undefined : location);
  await client.waitReady;
  // PGlite is a single connection, so setting search_path once covers every later query.
  if (schemaName !== null) {
    await client.exec(
      `create schema if not exists "${schemaName}"; set search_path to "${schemaName}"`,
    );
  }
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    withSession: (work) =>
      work({
        exec: async (text) => void (await client.exec(text)),
        query: async <T>(text: string, params?: unknown[]) =>
          (await client.query<T>(text, params)).rows,
      }),
    close: () => client.close(),
  };
}
