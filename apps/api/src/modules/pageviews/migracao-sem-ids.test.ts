// @module-tag dois-bancos
import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { pageView } from '../../infra/db/schema.ts';
import { caminhoParaEstatistica, ROTAS_RESTRITAS } from './rotas-restritas.ts';

const MIGRACAO = readFileSync(
  new URL('../../infra/db/migrations/0020_page_view_sem_ids.sql', import.meta.url),
  'utf8',
);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/**
 * The restricted routes when 0020 ran: a migration runs once, so routes added later (which never
 * had visits stored with ids) are not its business. Each must still be restricted today.
 */
const ROTAS_DE_0020 = ROTAS_RESTRITAS.slice(0, ROTAS_RESTRITAS.indexOf('ipt/companies') + 1);

describe('migração 0020: visitas já gravadas perdem os ids', () => {
  it('reescreve cada página restrita como o servidor passou a gravar; as públicas ficam', async () => {
    const id = '0b5c9a3e-7f1d-4c2a-9e8b-1a2b3c4d5e6f';
    const gravados = [
      // Every restricted route of 0020's time, its parameters filled as a visit would have them.
      ...ROTAS_DE_0020.map((rota) => `/${rota.replace(/:id\??/, id)}`),
      `/ipt/solution/${id}/`,
      '/painel/propostas/',
      '/ipt/algo-antigo/12345',
      '/',
      '/sobre',
      `/solutions/${id}`,
      '/iptv/1',
    ];
    await app.db.delete(pageView);
    await app.db.insert(pageView).values(gravados.map((path) => ({ path })));

    await app.db.execute(sql.raw(MIGRACAO));

    const rows = await app.db
      .select({ path: pageView.path })
      .from(pageView)
      .orderBy(asc(pageView.id));
    expect(rows.map((row) => row.path)).toEqual(gravados.map(caminhoParaEstatistica));
    expect(rows.map((row) => row.path)).toContain('/ipt/solution/:id');
    expect(rows.map((row) => row.path).filter((path) => path.includes(id))).toEqual([
      `/solutions/${id}`,
    ]);
  });
});
