import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseClient, SqlSession } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^\d{4}_[\w-]+\.sql$/;

// First key of the advisory lock; the second is the schema, so instances sharing a schema
// wait for each other while test schemas on the same server migrate in parallel.
const LOCK_NAMESPACE = 20250001;
const LOCK_ARGS = `${LOCK_NAMESPACE}, hashtext(coalesce(current_schema(), ''))`;

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
}

/**
 * Applies, in name order, the SQL files not yet recorded in `schema_migrations`, each in its
 * own transaction so a failing file leaves nothing half done. Returns the names it applied.
 * `ate` stops after that file: a restore loads a backup into the schema it was taken from, then
 * brings it up to date.
 */
export async function migrate(
  database: DatabaseClient,
  dir = MIGRATIONS_DIR,
  ate?: string,
): Promise<string[]> {
  const files = (await listMigrations(dir)).filter((file) => ate === undefined || file <= ate);
  return database.withSession(async (session) => {
    await session.query(`select pg_advisory_lock(${LOCK_ARGS})`);
    try {
      await session.exec(`create table if not exists schema_migrations (
        id varchar(200) primary key,
        applied_at timestamptz not null default now()
      )`);
      const rows = await session.query<{ id: string }>('select id from schema_migrations');
      const applied = new Set(rows.map((row) => row.id));
      const done: string[] = [];
      for (const file of files) {
        if (applied.has(file)) continue;
        await applyFile(session, file, await readFile(join(dir, file), 'utf8'));
        done.push(file);
      }
      return done;
    } finally {
      await session.query(`select pg_advisory_unlock(${LOCK_ARGS})`);
    }
  });
}

async function applyFile(session: SqlSession, file: string, text: string): Promise<void> {
  await session.exec('begin');
  try {
    await session.exec(text);
    await session.query('insert into schema_migrations (id) values ($1)', [file]);
    await session.exec('commit');
  } catch (error) {
    await session.exec('rollback');
    throw new Error(`Falha ao aplicar a migração ${file}`, { cause: error });
  }
}
