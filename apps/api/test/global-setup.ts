import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createDatabase, EXTENSOES_PGLITE, pgliteDatabase } from '../src/infra/db/client.ts';
import { migrate } from '../src/infra/db/migrate.ts';
import { seedLocalidades } from '../src/infra/db/seeds/localidades.ts';
import { seedStatusProposta } from '../src/infra/db/seeds/status-proposta.ts';
import { comandoNoServidor, urlDoBanco } from './postgres-de-teste.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory already migrated and seeded; empty when tests run on PostgreSQL. */
    pgliteModelo: string;
    /** A PostgreSQL database already migrated and seeded, copied for each test app; or empty. */
    postgresModelo: string;
  }
}

/**
 * Once per run: migrates and seeds one database, which each test app copies instead of running
 * every migration and the seeds of 5,571 municipalities. On PGlite the copy is the saved data
 * directory (about a second against four); on PostgreSQL a database created from this one as its
 * template (a file copy, against two seconds of DDL). Each app still runs the migrator and the
 * seeds at boot, as in production, and finds them done; the migrator's own tests, and the tests
 * that need an empty database, start from an empty schema (helper.ts, `freshTestDatabase`).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    const modelo = await modeloPostgres(process.env.TEST_DATABASE_URL);
    project.provide('pgliteModelo', '');
    project.provide('postgresModelo', modelo.nome);
    return modelo.apagar;
  }
  project.provide('postgresModelo', '');
  const dir = await mkdtemp(join(tmpdir(), 'portal-pglite-modelo-'));
  const arquivo = join(dir, 'modelo.tar');
  const pglite = new PGlite({ extensions: EXTENSOES_PGLITE });
  const client = await pgliteDatabase(pglite);
  await migrate(client);
  await seedLocalidades(client.db);
  await seedStatusProposta(client.db);
  const dados = await pglite.dumpDataDir('none');
  await writeFile(arquivo, Buffer.from(await dados.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteModelo', arquivo);
  return () => rm(dir, { recursive: true, force: true });
}

async function modeloPostgres(servidor: string) {
  const nome = `portal_modelo_${randomBytes(6).toString('hex')}`;
  await comandoNoServidor(servidor, `create database "${nome}"`);
  const client = await createDatabase({ url: urlDoBanco(servidor, nome) });
  try {
    await migrate(client);
    await seedLocalidades(client.db);
    await seedStatusProposta(client.db);
  } finally {
    await client.close();
  }
  return {
    nome,
    apagar: () => comandoNoServidor(servidor, `drop database if exists "${nome}" with (force)`),
  };
}
