import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { createDatabase, type DatabaseClient } from '../src/infra/db/client.ts';
import type { AppConfig } from '../src/infra/config.ts';
import { comandoNoServidor, urlDoBanco } from './postgres-de-teste.ts';
import { iniciarServidorS3 } from './servidor-s3.ts';

/**
 * With TEST_DATABASE_URL set (CI), tests run on PostgreSQL: each test app in a database of its
 * own copied from the run's migrated one, each bare client (and each app a test points at one) in
 * an empty schema of its own, dropped afterwards. Otherwise on an in-memory PGlite that vanishes
 * on close.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

/**
 * With TEST_STORAGE=s3, every test app keeps its files in a bucket of its own local S3 server
 * (s3rver), so the same file tests prove both storages (docs/decisions/013).
 */
const TEST_STORAGE_S3 = process.env.TEST_STORAGE === 's3';

interface TestDatabase {
  url: string;
  schema: string | null;
  drop(): Promise<void>;
}

const adminQuery = (text: string) => comandoNoServidor(TEST_DATABASE_URL!, text);

/** A fresh, empty database location for one app or client. */
export async function freshTestDatabase(): Promise<TestDatabase> {
  if (TEST_DATABASE_URL === null) {
    return { url: 'memory://', schema: null, drop: async () => undefined };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  return {
    url: TEST_DATABASE_URL,
    schema,
    drop: () => adminQuery(`drop schema if exists "${schema}" cascade`),
  };
}

/**
 * On PostgreSQL, a database of its own copied from the run's migrated and seeded one
 * (global-setup.ts); null elsewhere. Dropped with its connections, whoever still holds one.
 */
async function copiaDoModeloPostgres(): Promise<TestDatabase | null> {
  const modelo = inject('postgresModelo');
  if (TEST_DATABASE_URL === null || !modelo) return null;
  const banco = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database "${banco}" template "${modelo}"`);
  return {
    url: urlDoBanco(TEST_DATABASE_URL, banco),
    schema: null,
    drop: () => adminQuery(`drop database if exists "${banco}" with (force)`),
  };
}

// Read once per test file, shared by its apps: PGlite copies what it loads.
let modeloPglite: Promise<Blob> | null = null;
const dadosIniciaisPglite = (): Promise<Blob> | undefined => {
  const arquivo = inject('pgliteModelo');
  if (!arquivo) return undefined;
  modeloPglite ??= readFile(arquivo).then((dados) => new Blob([dados]));
  return modeloPglite;
};

/** The public body's domain test apps verify municipal managers by (`gestorEmailDomains`). */
export const DOMINIO_PUBLICO = 'sp.gov.br';

/** A temporary folder for CONTENT_DIR, WEB_DIST or DATA_DIR. */
export const tempDir = (prefix = 'portal-api-') => mkdtemp(join(tmpdir(), prefix));

const PADROES = {
  logLevel: 'silent',
  // Paths that do not exist unless a test creates them: no test reads the real build or content.
  webDist: join(tmpdir(), 'portal-api-sem-build'),
  contentDir: join(tmpdir(), 'portal-api-sem-conteudo'),
  gestorEmailDomains: [DOMINIO_PUBLICO],
} satisfies Partial<AppConfig>;

/**
 * The real app (every plugin, every route) over a fresh database, not yet booted so a test
 * may add a throwaway route before its first `inject`. Close it in `afterAll`/`afterEach`.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const database =
    ('databaseUrl' in overrides ? null : await copiaDoModeloPostgres()) ??
    (await freshTestDatabase());
  const s3 = TEST_STORAGE_S3 && !('storageUrl' in overrides) ? await iniciarServidorS3() : null;
  const app = buildApp(
    {
      databaseUrl: database.url,
      databaseSchema: database.schema,
      storageUrl: s3?.url() ?? null,
      ...PADROES,
      ...overrides,
    },
    {
      pgliteDataDir: database.schema === null ? await dadosIniciaisPglite() : undefined,
      ...options,
    },
  );
  app.addHook('onClose', () => database.drop());
  if (s3) app.addHook('onClose', () => s3.close());
  return app;
}

/** A bare database client (no app), for the migration runner and seeds. */
export async function createTestDatabase(): Promise<DatabaseClient & { drop(): Promise<void> }> {
  const database = await freshTestDatabase();
  const client = await createDatabase({ url: database.url, schema: database.schema });
  return {
    ...client,
    drop: async () => {
      await client.close();
      await database.drop();
    },
  };
}

/**
 * A second instance of the portal on `app`'s database, booted, as a second server of the same
 * deployment. PostgreSQL: another app on the same schema, with its own pool and its own
 * listening connection. PGlite is one connection in this process, so there the second instance
 * is `app` itself: close the one returned only when it is not `app`.
 */
export async function outraInstancia(
  app: FastifyInstance,
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  if (!app.config.databaseUrl?.startsWith('postgres')) return app;
  const outra = buildApp(
    {
      databaseUrl: app.config.databaseUrl,
      databaseSchema: app.config.databaseSchema,
      storageUrl: app.config.storageUrl,
      ...PADROES,
      ...overrides,
    },
    options,
  );
  await outra.ready();
  return outra;
}
