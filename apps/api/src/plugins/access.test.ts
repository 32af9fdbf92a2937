import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';

describe('rotas registradas', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
  });
  afterAll(() => app.close());

  it('toda rota sob /api declara um nível de acesso', () => {
    const api = app.registeredRoutes.filter((r) => r.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(5);
    expect(api.filter((r) => r.access === undefined)).toEqual([]);
  });
});

describe('rota sem nível de acesso', () => {
  it('impede a aplicação de iniciar', async () => {
    const app = await buildTestApp();
    const boot = async () => {
      app.get('/api/esquecida', async () => ({ ok: true }));
      await app.ready();
    };
    await expect(boot()).rejects.toThrow(/não declara config\.access/);
    await app.close().catch(() => undefined);
  });

  it('vale também para rotas de um módulo registrado', async () => {
    const app = await buildTestApp();
    app.register(async (modulo) => {
      modulo.post('/api/modulo', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow(/POST \/api\/modulo não declara/);
    await app.close().catch(() => undefined);
  });
});

describe('controle de acesso nas requisições', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    // Stands in for the session plugin: the test names the user type in a header.
    app.addHook('onRequest', async (request) => {
      const tipo = request.headers['x-teste-tipo-usuario'];
      if (typeof tipo === 'string') {
        request.user = { id: 'u1', tipoUsuario: Number(tipo), empresaId: 'e1' };
      }
    });
    app.get('/api/teste/empresa', { config: { access: 'company' } }, async () => ({ ok: true }));
    app.get('/api/teste/admin', { config: { access: 'admin' } }, async () => ({ ok: true }));
  });
  afterAll(() => app.close());

  it('responde 401 em português a um anônimo', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/teste/empresa' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Sessão expirada ou inexistente. Entre novamente.',
    });
  });

  it('responde 403 a um usuário de outro tipo e deixa passar o tipo certo', async () => {
    const as = (url: string, tipo: number) =>
      app.inject({ method: 'GET', url, headers: { 'x-teste-tipo-usuario': String(tipo) } });
    const negado = await as('/api/teste/admin', 4);
    expect(negado.statusCode).toBe(403);
    expect(negado.json()).toEqual({ message: 'Acesso não permitido.' });
    expect((await as('/api/teste/admin', 5)).statusCode).toBe(200);
    expect((await as('/api/teste/empresa', 8)).statusCode).toBe(200);
  });
});
