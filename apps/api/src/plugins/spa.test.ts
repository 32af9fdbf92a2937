import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir } from '../../test/helper.ts';

const INDEX = '<!doctype html><title>Portal</title><div id="root"></div>';

describe('com a interface gerada', () => {
  let app: FastifyInstance;
  let webDist: string;
  beforeAll(async () => {
    webDist = await tempDir();
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), INDEX);
    await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    app = await buildTestApp({ webDist });
  });
  afterAll(() => app.close());

  it('responde index.html sem cache para rotas do cliente', async () => {
    for (const url of ['/', '/painel', '/ipt/home', '/municipios?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      // The page's own tags go in (modules/seo); the app itself is untouched.
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('lê de novo o index.html quando uma nova compilação o troca', async () => {
    const antes = await app.inject({ method: 'GET', url: '/painel' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(join(webDist, 'index.html'), INDEX.replace('Portal', 'Portal v2'));
    const depois = await app.inject({ method: 'GET', url: '/painel' });
    expect(antes.body).toContain('<title>Portal</title>');
    expect(depois.body).toContain('<title>Portal v2</title>');
  });

  it('serve assets com hash com cache longo', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('responde 404 para asset inexistente e JSON 404 sob /api', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/sumiu-1.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/x' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Recurso não encontrado.' });
  });
});

describe('sem a interface gerada', () => {
  it('responde 503 pedindo npm run build', async () => {
    const app = await buildTestApp({ webDist: join(await tempDir(), 'dist') });
    const response = await app.inject({ method: 'GET', url: '/painel' });
    const api = await app.inject({ method: 'GET', url: '/api/x' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    expect(api.statusCode).toBe(404);
  });
});
