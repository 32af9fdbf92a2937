// @module-tag dois-bancos
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.ts';
import { listMigrations, migrate } from './migrate.ts';
import { estado, municipio, tipoTelefone } from './schema.ts';
import { localidadesDaBiblioteca, seedLocalidades } from './seeds/localidades.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const total = async (table: typeof estado | typeof municipio | typeof tipoTelefone) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n;

describe('migrações e cargas iniciais', () => {
  it('aplica todas as migrações na primeira vez e nenhuma na segunda', async () => {
    const files = await listMigrations();
    expect(files[0]).toBe('0001_base.sql');
    expect(await migrate(database)).toEqual(files);
    expect(await migrate(database)).toEqual([]);
    const rows = await database.withSession((s) =>
      s.query<{ id: string }>('select id from schema_migrations order by id'),
    );
    expect(rows.map((r) => r.id)).toEqual(files);
    expect(await total(tipoTelefone)).toBe(4);
  });

  it('carrega estados e municípios sem duplicar quando roda de novo', async () => {
    const { estados, municipios } = localidadesDaBiblioteca();
    await seedLocalidades(database.db);
    await seedLocalidades(database.db);
    expect(await total(estado)).toBe(estados.length);
    expect(await total(municipio)).toBe(municipios.length);
    expect(municipios.length).toBeGreaterThan(5500);
  });

  it('guarda uma migração com falha inteira ou nada', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migracoes-'));
    await writeFile(
      `${dir}/0001_quebrada.sql`,
      'create table parcial (id int); select * from inexistente;',
    );
    await expect(migrate(database, dir)).rejects.toThrow(/0001_quebrada\.sql/);
    const [row] = await database.withSession((s) =>
      s.query<{ existe: string | null }>(`select to_regclass('parcial')::text as existe`),
    );
    expect(row?.existe).toBeNull();
  });
});
