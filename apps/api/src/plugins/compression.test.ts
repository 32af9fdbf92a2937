import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir } from '../../test/helper.ts';

const BUNDLE = `console.log(${JSON.stringify('Cidades Inteligentes '.repeat(500))});`;

describe('compressão', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const webDist = await tempDir();
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webDist, 'assets', 'index-abc123.js'), BUNDLE);
    app = await buildTestApp({ webDist });
  });
  afterAll(() => app.close());

  it('comprime os arquivos do site para quem aceita gzip', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(BUNDLE.length / 10);
    expect(gunzipSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it('comprime listas JSON grandes da API', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/utils/municipios/ID/35',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toHaveLength(645);
  });

  it('responde sem compressão a quem não pede', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BUNDLE);
  });
});
