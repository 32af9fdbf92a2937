import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tabelas from './schema.ts';
import * as tabelasAuditoria from './schema-auditoria.ts';
import * as tabelasArmazenamento from './schema-armazenamento.ts';
import * as tabelasAvaliacao from './schema-avaliacao.ts';
import * as tabelasPropostas from './schema-propostas.ts';
import * as tabelasCalendario from './schema-calendario.ts';
import * as tabelasEmail from './schema-email.ts';
import * as tabelasInteresse from './schema-interesse.ts';
import * as tabelasEnvios from './schema-envios.ts';
import * as tabelasVersoes from './schema-versoes.ts';
import * as tabelasPrivacidade from './schema-privacidade.ts';
import * as tabelasAssinatura from './schema-assinatura.ts';
import * as tabelasGovbr from './schema-govbr.ts';
import * as tabelasGestor from './schema-gestor.ts';
import * as tabelasPaginasPublicas from './schema-paginas-publicas.ts';
import * as tabelasMercado from './schema-mercado.ts';
import * as tabelasBuscaSalva from './schema-busca-salva.ts';

const schema = {
  ...tabelas,
  ...tabelasAvaliacao,
  ...tabelasPropostas,
  ...tabelasArmazenamento,
  ...tabelasEmail,
  ...tabelasInteresse,
  ...tabelasCalendario,
  ...tabelasVersoes,
  ...tabelasEnvios,
  ...tabelasAuditoria,
  ...tabelasPrivacidade,
  ...tabelasAssinatura,
  ...tabelasGovbr,
  ...tabelasGestor,
  ...tabelasPaginasPublicas,
  ...tabelasMercado,
  ...tabelasBuscaSalva,
};

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

/** Raw SQL in the shape libraries such as pg-boss expect (`{ rows }`), on any free connection. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** How the pool's connections are doing right now, for the metrics. */
export interface ConnectionStats {
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

export interface DatabaseClient {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Null on PGlite: one embedded connection, no pool, nothing that waits for a connection. */
  connectionStats(): ConnectionStats | null;
  withSession<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  executeSql: ExecuteSql;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` for PostgreSQL; otherwise a PGlite location: a directory or `memory://`. */
  url: string;
  /** Work inside this schema (created if missing): how tests get a fresh database each. */
  schema?: string | null;
  /** Hears a lost connection (logged by the app); the pool recovers on its own. */
  onConnectionError?: (error: Error) => void;
  /**
   * For `memory://`: a data directory saved by PGlite's `dumpDataDir` to start from instead of
   * an empty one. Starting an empty PGlite runs initdb (seconds); loading a saved one is 3× faster,
   * which is how each test app gets an already migrated database (apps/api/test/global-setup.ts).
   */
  pgliteDataDir?: Blob;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

const APPLICATION_NAME = 'portal-chamada-publica';
// While the database is away a request must fail in seconds (503), never hang: a new connection
// gives up after 5 s; a statement after 30 s, which leaves room for the heaviest report.
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 30_000;
const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 5_000;

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseClient> {
  const schemaName = options.schema ?? null;
  // The name goes into SQL text (search_path cannot be a bound parameter), so it is checked here.
  if (schemaName !== null && !SCHEMA_NAME.test(schemaName)) {
    throw new Error(`Nome de schema inválido: ${schemaName}`);
  }
  return isPostgresUrl(options.url)
    ? createPostgres(options.url, schemaName, options.onConnectionError ?? (() => undefined))
    : createPglite(options.url, schemaName, options.pgliteDataDir);
}

/** What the pool calls its connections (`application_name`): one app's, told apart from others'. */
export const applicationNameFor = (schemaName: string | null) =>
  schemaName === null ? APPLICATION_NAME : `${APPLICATION_NAME}/${schemaName}`;

/**
 * A connection the server ends (a restart, `pg_terminate_backend`, a network cut) makes its
 * client emit `error`; unheard, Node ends the process. The pool drops the broken client by itself
 * and opens a new one on the next query, so hearing it is all that is needed to recover.
 */
function watchPoolErrors(pool: pg.Pool, onError: (error: Error) => void) {
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
}

async function createPostgres(
  url: string,
  schemaName: string | null,
  onError: (error: Error) => void,
): Promise<DatabaseClient> {
  if (schemaName !== null) {
    const setup = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists "${schemaName}"`);
    } finally {
      await setup.end();
    }
  }
  // Every pooled connection starts in the schema, so no query ever names one. A statement the
  // server has not finished in STATEMENT_TIMEOUT_MS is cancelled there; QUERY_TIMEOUT_MS covers a
  // server that vanished without closing the socket.
  const options = [`-c statement_timeout=${STATEMENT_TIMEOUT_MS}`];
  if (schemaName !== null) options.push(`-c search_path="${schemaName}"`);
  const pool = new pg.Pool({
    connectionString: url,
    options: options.join(' '),
    application_name: applicationNameFor(schemaName),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  watchPoolErrors(pool, onError);
  return {
    db: drizzlePg(pool, { schema }),
    kind: 'postgres',
    connectionStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async withSession(work) {
      const client = await pool.connect();
      // Migrations may rewrite big tables: the per-statement guard is for requests, not for them.
      await client.query('set statement_timeout = 0');
      try {
        return await work({
          exec: async (text) => void (await client.query(text)),
          query: async <T>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as T[],
        });
      } finally {
        await client.query('reset statement_timeout').then(
          () => client.release(),
          (error: Error) => client.release(error),
        );
      }
    },
    executeSql: async (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

/**
 * The contrib extensions the migrations create (the catalogue's search in Portuguese): PostgreSQL
 * ships them, PGlite loads each from its own bundle, so every PGlite is opened with them.
 */
export const EXTENSOES_PGLITE = { unaccent, pg_trgm };

async function createPglite(
  location: string,
  schemaName: string | null,
  loadDataDir: Blob | undefined,
): Promise<DatabaseClient> {
  const inMemory = location.startsWith('memory://');
  if (!inMemory) await mkdir(location, { recursive: true });
  const client = new PGlite({
    extensions: EXTENSOES_PGLITE,
    ...(inMemory ? { loadDataDir } : { dataDir: location }),
  });
  await client.waitReady;
  return pgliteDatabase(client, schemaName);
}

/** The portal's database over a PGlite already open (the test set-up saves one it migrated). */
export async function pgliteDatabase(
  client: PGlite,
  schemaName: string | null = null,
): Promise<DatabaseClient> {
  // PGlite is a single connection, so setting search_path once covers every later query.
  if (schemaName !== null) {
    await client.exec(
      `create schema if not exists "${schemaName}"; set search_path to "${schemaName}"`,
    );
  }
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    connectionStats: () => null,
    withSession: (work) =>
      work({
        exec: async (text) => void (await client.exec(text)),
        query: async <T>(text: string, params?: unknown[]) =>
          (await client.query<T>(text, params)).rows,
      }),
    // PGlite's `query` runs one statement; text with several (and no parameters) goes to `exec`,
    // whose last result is what a driver would answer.
    async executeSql(text, values) {
      if ((values === undefined || values.length === 0) && text.includes(';')) {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(text, values);
    },
    close: () => client.close(),
  };
}
