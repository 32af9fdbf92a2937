import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUID_VAZIO } from '@portal/domain';
import { usuario } from '../../infra/db/schema.ts';
import {
  cookieDe,
  injectAs,
  login,
  novoEmail,
  novoIp,
  registerCompanyUser,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import { registerStaffUser, type MembroDeTeste } from '../../../test/fixtures-equipe.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let empresa: UsuarioDeTeste;
let pendente: MembroDeTeste;
beforeAll(async () => {
  app = await buildTestApp();
  empresa = await registerCompanyUser(app);
  pendente = await registerStaffUser(app);
});
afterAll(() => app.close());

const post = (url: string, payload: object, remoteAddress = novoIp()) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

const INCORRETO = {
  autenticado: false,
  mensagem: 'E-mail ou senha incorretos.',
  message: 'E-mail ou senha incorretos.',
};

describe('POST /api/login/ipt/exists', () => {
  it('responde 1 só para contas da equipe (pendente, analista, administrador)', async () => {
    expect(
      (await post('/api/login/ipt/exists', { email: pendente.email.toUpperCase() })).json(),
    ).toBe(1);
    expect((await post('/api/login/ipt/exists', { email: empresa.email })).json()).toBe(0);
    expect((await post('/api/login/ipt/exists', { email: novoEmail() })).json()).toBe(0);
    // The company's own e-mail step still knows both kinds of account.
    expect((await post('/api/login/exists', { email: pendente.email })).json()).toBe(1);
  });

  it('recusa e-mail inválido e limita as consultas como /login/exists', async () => {
    const invalido = await post('/api/login/ipt/exists', { email: 'x' });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().issues).toEqual([
      { path: 'email', message: 'Digite um e-mail válido!' },
    ]);
    const ip = novoIp();
    let ultimo = 0;
    for (let i = 0; i < 60 && ultimo !== 429; i++) {
      ultimo = (await post('/api/login/ipt/exists', { email: novoEmail() }, ip)).statusCode;
    }
    expect(ultimo).toBe(429);
  });
});

describe('POST /api/login/ipt', () => {
  it('entra com uma conta da equipe, mesmo pendente, e responde como /login', async () => {
    const response = await post('/api/login/ipt', {
      login: pendente.email,
      SenhaAtual: pendente.senha,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      autenticado: true,
      id: pendente.id,
      empresa: { id: GUID_VAZIO },
      tipoUsuario: 3,
      mensagem: '',
    });
    const autenticado = await injectAs(
      app,
      { cookie: cookieDe(response)! },
      {
        method: 'GET',
        url: '/api/autenticado',
      },
    );
    expect(autenticado.json()).toMatchObject({ autenticado: true, tipoUsuario: 3, empresa: null });
  });

  it('recusa conta de empresa com a mesma resposta de senha errada', async () => {
    const deEmpresa = await post('/api/login/ipt', {
      login: empresa.email,
      SenhaAtual: empresa.senha,
    });
    const senhaErrada = await post('/api/login/ipt', {
      login: pendente.email,
      SenhaAtual: 'Errada@2025x',
    });
    for (const response of [deEmpresa, senhaErrada]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INCORRETO);
      expect(cookieDe(response)).toBeNull();
    }
  });

  it('/login continua admitindo a equipe', async () => {
    const response = await post('/api/login', {
      login: pendente.email,
      SenhaAtual: pendente.senha,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().tipoUsuario).toBe(3);
  });

  it('usuário desativado não entra por nenhum dos dois e perde a sessão aberta', async () => {
    const membro = await registerStaffUser(app);
    const sessao = await login(app, membro);
    await app.db.update(usuario).set({ ativo: false }).where(eq(usuario.id, membro.id));
    for (const url of ['/api/login', '/api/login/ipt']) {
      const response = await post(url, { login: membro.email, SenhaAtual: membro.senha });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INCORRETO);
    }
    const autenticado = await injectAs(app, sessao, { method: 'GET', url: '/api/autenticado' });
    expect(autenticado.statusCode).toBe(401);
  });
});
