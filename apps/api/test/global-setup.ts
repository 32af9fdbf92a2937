import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedLocalidades } from '../src/db/seeds/localidades.ts';
import { seedStatusProposta } from '../src/db/seeds/status-proposta.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory already migrated and seeded; empty when tests run on PostgreSQL. */
    pgliteModelo: string;
  }
}

/**
 * Once per run, on PGlite: migrates and seeds one database and saves its data directory, so each
 * test app loads it (about a second) instead of running initdb, every migration and the seeds of
 * 5,571 municipalities (about four). Each app still runs the migrator and the seeds at boot, as
 * in production, and finds them done; the migrator's own tests start from an empty database.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteModelo', '');
    return undefined;
  }
  const dir = await mkdtemp(join(tmpdir(), 'portal-pglite-modelo-'));
  const arquivo = join(dir, 'modelo.tar');
  const pglite = new PGlite();
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
