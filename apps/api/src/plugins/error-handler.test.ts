import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import { BODY_LIMIT_BYTES } from '../app.ts';

let app: FastifyInstance;
const logs: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  app = await buildTestApp({ logLevel: 'info' }, { logStream });
  app.get('/api/teste/quebra', { config: { access: 'public' } }, async () => {
    throw new Error('relation "segredo" does not exist');
  });
});
afterAll(() => app.close());

const json = { 'content-type': 'application/json' };

describe('respostas de erro', () => {
  it('responde 404 JSON em português para /api desconhecida', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nada' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Recurso não encontrado.' });
  });

  it('responde 400 em português para JSON malformado', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/pageviews',
      headers: json,
      payload: '{"path": "/',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'O conteúdo enviado não é um JSON válido.' });
  });

  it('responde 413 em português para corpo grande demais', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/pageviews',
      headers: json,
      payload: JSON.stringify({ path: '/', extra: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'O conteúdo enviado excede o tamanho máximo permitido.',
    });
  });

  it('aceita um arquivo de 2 MiB em base64 dentro do limite', async () => {
    const conteudo = Buffer.alloc(2_097_152, 1).toString('base64');
    const response = await app.inject({
      method: 'POST',
      url: '/api/pageviews',
      headers: json,
      payload: JSON.stringify({ path: '/', conteudo, nomeOriginal: 'x'.repeat(300) }),
    });
    expect(response.statusCode).toBe(204);
  });

  it('responde 500 genérico com requestId, sem pilha, e registra o detalhe no log', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/teste/quebra' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      message: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
      requestId: response.headers['x-request-id'],
    });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toMatch(/segredo|stack|at /);
    const entry = logs.map((l) => JSON.parse(l)).find((l) => l.reqId === body.requestId && l.err);
    expect(entry?.err.message).toContain('segredo');
  });

  it('ecoa um id novo por requisição no cabeçalho x-request-id', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/health' });
    const b = await app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('envia os cabeçalhos de segurança com a CSP da SPA', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // A refusal carries them too: the headers are set before any route or hook can answer.
    const recusa = await app.inject({ method: 'GET', url: '/api/autenticado' });
    expect(recusa.statusCode).toBe(401);
    expect(recusa.headers['content-security-policy']).toBe(csp);
  });
});
