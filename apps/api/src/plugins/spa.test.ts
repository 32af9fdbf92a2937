import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildTestApp, tempDir } from '../../test/helper.ts';
import { FakeClock } from '../infra/clock.ts';

const INDEX = '<!doctype html><title>Portal</title><div id="root"></div>';

describe('com a interface gerada', () => {
  let app: FastifyInstance;
  let webDist: string;
  const clock = new FakeClock();
  beforeAll(async () => {
    webDist = await tempDir();
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), INDEX);
    await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What apps/web/scripts/precompress.mjs leaves next to each file of the build.
    await writeFile(
      join(webDist, 'assets', 'index-abc123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    await writeFile(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
    app = await buildTestApp({ webDist }, { clock });
  });
  afterAll(() => app.close());

  it('responde index.html para rotas do cliente: as públicas, guardáveis por pouco tempo', async () => {
    for (const url of ['/', '/painel', '/ipt/home', '/municipios?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const publica = url === '/' || url.startsWith('/municipios');
      expect(response.headers['cache-control'], url).toBe(
        publica ? 'public, max-age=0, must-revalidate, s-maxage=60' : 'no-cache',
      );
      // The page's own tags go in (modules/seo); the app itself is untouched.
      expect(response.body, url).toContain('<div id="root"></div>');
      // VLibras's external script only when the operator turns it on.
      expect(response.body, url).not.toContain('vlibras');
      expect(response.headers['content-security-policy'], url).not.toContain('vlibras');
    }
  });

  it('lê de novo o index.html quando uma nova compilação o troca', async () => {
    const antes = await app.inject({ method: 'GET', url: '/painel' });
    const index = join(webDist, 'index.html');
    await writeFile(index, INDEX.replace('Portal', 'Portal v2'));
    // A new build is told apart by its modification time; set one that surely differs.
    const { mtime } = await stat(index);
    await utimes(index, mtime, new Date(mtime.getTime() + 60_000));
    // The file is looked at again only every two seconds of the server's clock.
    expect((await app.inject({ method: 'GET', url: '/painel' })).body).toContain(
      '<title>Portal</title>',
    );
    clock.advance(2_000);
    const depois = await app.inject({ method: 'GET', url: '/painel' });
    expect(antes.body).toContain('<title>Portal</title>');
    expect(depois.body).toContain('<title>Portal v2</title>');
  });

  it('serve assets com hash com cache longo', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serve os assets pré-comprimidos na compilação, em brotli ou gzip conforme o navegador', async () => {
    const url = '/assets/index-abc123.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(brotliCompressSync('console.log(1)'));
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('guarda a página pronta na memória: ETag, 304 e brotli', async () => {
    const primeira = await app.inject({ method: 'GET', url: '/solutions' });
    const etag = primeira.headers.etag as string;
    expect(etag).toBeTruthy();
    const repetida = await app.inject({
      method: 'GET',
      url: '/solutions',
      headers: { 'if-none-match': etag },
    });
    expect(repetida.statusCode).toBe(304);
    const br = await app.inject({
      method: 'GET',
      url: '/solutions',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60');
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

describe('com VLIBRAS=true', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const webDist = await tempDir();
    await writeFile(join(webDist, 'index.html'), INDEX);
    app = await buildTestApp({ webDist, vlibras: true });
  });
  afterAll(() => app.close());

  it('as páginas carregam o VLibras e a CSP admite vlibras.gov.br', async () => {
    const response = await app.inject({ method: 'GET', url: '/sobre' });
    expect(response.body).toContain('<script src="/vlibras.js" defer></script>');
    expect(response.headers['content-security-policy']).toContain('https://vlibras.gov.br');
  });
});
