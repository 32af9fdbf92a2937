import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (headers: Record<string, string>, payload = '{"path":"/"}') =>
  app.inject({
    method: 'POST',
    url: '/api/pageviews',
    headers: { host: 'portal.sp.gov.br', ...headers },
    payload,
  });

describe('guarda de mesma origem', () => {
  it('aceita JSON da própria origem e sem Origin', async () => {
    const json = { 'content-type': 'application/json' };
    expect((await post({ ...json, origin: 'https://portal.sp.gov.br' })).statusCode).toBe(204);
    expect((await post(json)).statusCode).toBe(204);
  });

  it('recusa outra origem com 403', async () => {
    for (const origin of ['https://malicioso.example', 'null', 'https://portal.sp.gov.br:8443']) {
      const response = await post({ 'content-type': 'application/json', origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({ message: 'Origem não permitida.' });
    }
  });

  it('recusa corpo que não é JSON com 415 em português', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await post({ 'content-type': contentType }, 'path=/');
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({
        message: 'Tipo de conteúdo não suportado. Envie os dados em formato JSON.',
      });
    }
  });

  it('não se aplica a leituras', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://malicioso.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
