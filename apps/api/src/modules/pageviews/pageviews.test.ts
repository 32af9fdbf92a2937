import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { pageView } from '../../infra/db/schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/pageviews', payload });

describe('POST /api/pageviews', () => {
  it('guarda só o caminho e a hora, sem query string nem hash', async () => {
    const response = await post({ path: '/municipios?busca=joao@example.com#topo' });
    expect(response.statusCode).toBe(204);
    const [row] = await app.db.select().from(pageView).orderBy(desc(pageView.id)).limit(1);
    expect(row?.path).toBe('/municipios');
    expect(row?.visitedAt).toBeInstanceOf(Date);
    expect(Object.keys(row!).sort()).toEqual(['id', 'path', 'visitedAt']);
  });

  it('grava a página restrita pelo modelo da rota, sem o id; a pública pelo endereço', async () => {
    const id = '0b5c9a3e-7f1d-4c2a-9e8b-1a2b3c4d5e6f';
    const caminhos = [
      `/ipt/solution/${id}?aba=avaliacao`,
      `/ipt/desconhecida/${id}`,
      `/solutions/${id}`,
      '/municipios',
    ];
    for (const path of caminhos) expect((await post({ path })).statusCode).toBe(204);
    const rows = await app.db
      .select({ path: pageView.path })
      .from(pageView)
      .orderBy(desc(pageView.id))
      .limit(caminhos.length);
    expect(rows.map((row) => row.path).reverse()).toEqual([
      '/ipt/solution/:id',
      '/ipt/:id/:id',
      `/solutions/${id}`,
      '/municipios',
    ]);
  });

  it('recusa caminho que não começa com "/" apontando o campo', async () => {
    const response = await post({ path: 'https://exemplo.com/x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Existem campos inválidos!',
      issues: [{ path: 'path', message: 'O caminho deve começar com "/".' }],
    });
  });

  it('recusa caminho com mais de 300 caracteres e corpo sem caminho', async () => {
    const longo = await post({ path: `/${'a'.repeat(300)}` });
    expect(longo.statusCode).toBe(400);
    expect(longo.json().issues[0]).toMatchObject({ path: 'path' });
    const vazio = await post({});
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().issues[0]).toEqual({
      path: 'path',
      message: 'Informe o caminho da página.',
    });
  });

  it('limita as visitas por cliente', async () => {
    let last = 0;
    for (let i = 0; i < 121 && last !== 429; i++) last = (await post({ path: '/' })).statusCode;
    expect(last).toBe(429);
    const response = await post({ path: '/' });
    expect(response.json()).toEqual({
      message: 'Muitas requisições em pouco tempo. Aguarde um momento e tente novamente.',
    });
    expect(response.headers['retry-after']).toBeDefined();
  });
});
