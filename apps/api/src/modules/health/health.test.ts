import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/health', () => {
  it('responde ok quando o banco responde', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('responde 503 em português quando o banco falha', async () => {
    const spy = vi.spyOn(app.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    spy.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'Serviço temporariamente indisponível. Tente novamente mais tarde.',
    );
    expect(response.body).not.toContain('connection refused');
  });
});
