// @module-tag dois-bancos
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listMigrations } from '../../infra/db/migrate.ts';
import { findRepoRoot } from '../../infra/repo-root.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(() => app.close());

const INDISPONIVEL = 'Serviço temporariamente indisponível. Tente novamente mais tarde.';
const get = (url: string) => app.inject({ method: 'GET', url });

describe('saúde do serviço', () => {
  it('vivacidade, prontidão e /api/health respondem ok com o banco migrado', async () => {
    for (const url of ['/api/health/live', '/api/health/ready', '/api/health']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('ok');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('prontidão diz a versão, que roda sem compilação e a última migração aplicada', async () => {
    const raiz = JSON.parse(readFileSync(join(findRepoRoot(), 'package.json'), 'utf8'));
    const migracoes = await listMigrations();
    for (const url of ['/api/health/ready', '/api/health']) {
      expect((await get(url)).json()).toEqual({
        status: 'ok',
        versao: raiz.version,
        compilacao: null,
        migracao: migracoes.at(-1),
      });
    }
    expect((await get('/api/health/live')).json()).toEqual({ status: 'ok' });
  });

  it('prontidão 503 em português quando o banco falha; vivacidade continua 200', async () => {
    const spy = vi.spyOn(app.db, 'select').mockImplementation(() => {
      throw new Error('connection refused');
    });
    const prontidao = await get('/api/health/ready');
    const legado = await get('/api/health');
    const vivacidade = await get('/api/health/live');
    spy.mockRestore();
    for (const response of [prontidao, legado]) {
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(INDISPONIVEL);
      expect(response.body).not.toContain('connection refused');
    }
    expect(vivacidade.statusCode).toBe(200);
  });

  it('prontidão 503 quando falta aplicar uma migração desta versão', async () => {
    const [ultima] = await app.db
      .select({ id: sql<string>`id` })
      .from(sql`schema_migrations`)
      .orderBy(sql`id desc`)
      .limit(1);
    await app.db.execute(sql`delete from schema_migrations where id = ${ultima!.id}`);
    try {
      const response = await get('/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(INDISPONIVEL);
    } finally {
      await app.db.execute(sql`insert into schema_migrations (id) values (${ultima!.id})`);
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });
});
