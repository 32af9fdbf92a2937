import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUID_VAZIO } from '@portal/domain';
import {
  cookieDe,
  injectAs,
  login,
  novoEmail,
  novoIp,
  registerCompanyUser,
  semSegredos,
  signedInCompanyUser,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let user: UsuarioDeTeste;
beforeAll(async () => {
  app = await buildTestApp();
  user = await registerCompanyUser(app);
});
afterAll(() => app.close());

const postLogin = (payload: unknown, remoteAddress = novoIp()) =>
  app.inject({ method: 'POST', url: '/api/login', payload: payload as object, remoteAddress });

const INCORRETO = {
  autenticado: false,
  mensagem: 'E-mail ou senha incorretos.',
  message: 'E-mail ou senha incorretos.',
};

describe('POST /api/login', () => {
  it('entra com e-mail e senha, devolve a resposta da especificação e o cookie de sessão', async () => {
    const response = await postLogin({ login: user.email.toUpperCase(), SenhaAtual: user.senha });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      autenticado: true,
      id: user.id,
      empresa: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      tipoUsuario: 1,
      mensagem: '',
    });
    expect(response.json().empresa.id).not.toBe(GUID_VAZIO);
    const cookie = response.cookies.find((c) => c.name === 'portal_sessao');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(semSegredos(response.body, user.senha)).toBe(true);
  });

  it('responde 401 igual para senha errada e para e-mail desconhecido', async () => {
    const errada = await postLogin({ login: user.email, SenhaAtual: 'Errada@2025x' });
    const desconhecido = await postLogin({ login: novoEmail(), SenhaAtual: user.senha });
    for (const response of [errada, desconhecido]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INCORRETO);
      expect(cookieDe(response)).toBeNull();
    }
  });

  it('recusa campos vazios com 400 apontando o campo em português', async () => {
    const response = await postLogin({ login: '', SenhaAtual: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Existem campos inválidos!',
      issues: [
        { path: 'login', message: 'Digite um e-mail válido!' },
        { path: 'SenhaAtual', message: 'Digite a senha' },
      ],
    });
  });

  it('marca o cookie como Secure quando a requisição chega por HTTPS', async () => {
    const https = await buildTestApp({ trustProxy: true });
    const alguem = await registerCompanyUser(https);
    const response = await https.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { login: alguem.email, SenhaAtual: alguem.senha },
    });
    await https.close();
    expect(response.cookies.find((c) => c.name === 'portal_sessao')?.secure).toBe(true);
  });

  it('limita as tentativas por e-mail com 429 em português', async () => {
    const alvo = await registerCompanyUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await postLogin({ login: alvo.email, SenhaAtual: 'Errada@2025x' })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password waits: otherwise the limit would only slow the guessing.
    const certa = await postLogin({ login: alvo.email, SenhaAtual: alvo.senha });
    expect(certa.statusCode).toBe(429);
    expect(certa.json()).toEqual({
      message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    });
    expect(Number(certa.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/login/exists', () => {
  const exists = (email: string, remoteAddress = novoIp()) =>
    app.inject({ method: 'POST', url: '/api/login/exists', payload: { email }, remoteAddress });

  it('responde 1 para e-mail cadastrado (sem diferenciar caixa) e 0 para desconhecido', async () => {
    const sim = await exists(user.email.toUpperCase());
    expect(sim.statusCode).toBe(200);
    expect(sim.body).toBe('1');
    expect((await exists(novoEmail())).body).toBe('0');
  });

  it('recusa e-mail malformado com a mensagem da tela de acesso', async () => {
    const response = await exists('joao@');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'email', message: 'Digite um e-mail válido!' },
    ]);
  });

  it('limita por cliente as consultas de e-mails sem conta com 429', async () => {
    const ip = novoIp();
    let last = 0;
    for (let i = 0; i < 51; i++) last = (await exists(novoEmail(), ip)).statusCode;
    expect(last).toBe(429);
  });
});

describe('GET /api/autenticado', () => {
  it('responde 401 sem sessão e 200 com os dados da sessão', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/autenticado' })).statusCode).toBe(401);
    const sessao = await login(app, user);
    const response = await injectAs(app, sessao, { method: 'GET', url: '/api/autenticado' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      autenticado: true,
      id: user.id,
      nome: 'João Souza',
      email: user.email,
      tipoUsuario: 1,
      empresa: { id: sessao.empresaId, cnpj: user.cnpj },
      // Registered under the terms in force: nothing to accept.
      termosPendentes: null,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(semSegredos(response.body, user.senha)).toBe(true);
  });

  it('GET /api/sessao responde 200 sempre: ninguém sem sessão, e quem é com ela', async () => {
    const anonimo = await app.inject({ method: 'GET', url: '/api/sessao' });
    expect(anonimo.statusCode).toBe(200);
    expect(anonimo.json()).toEqual({ autenticado: false });
    expect(anonimo.headers['cache-control']).toBe('no-store');
    const inventado = await injectAs(
      app,
      { cookie: 'portal_sessao=inventado' },
      { method: 'GET', url: '/api/sessao' },
    );
    expect(inventado.json()).toEqual({ autenticado: false });
    expect(inventado.cookies.find((c) => c.name === 'portal_sessao')?.value).toBe('');
    const sessao = await login(app, user);
    const comSessao = await injectAs(app, sessao, { method: 'GET', url: '/api/sessao' });
    const autenticado = await injectAs(app, sessao, { method: 'GET', url: '/api/autenticado' });
    expect(comSessao.statusCode).toBe(200);
    expect(comSessao.json()).toEqual(autenticado.json());
  });

  it('responde 401 a um cookie inventado e pede ao navegador que o apague', async () => {
    const response = await injectAs(
      app,
      { cookie: 'portal_sessao=inventado' },
      { method: 'GET', url: '/api/autenticado' },
    );
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === 'portal_sessao')?.value).toBe('');
  });
});

describe('GET /api/login/:id', () => {
  it('entrega o próprio usuário com empresa, endereço e telefones, sem senha', async () => {
    const sessao = await login(app, user);
    const response = await injectAs(app, sessao, { method: 'GET', url: `/api/login/${user.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      nome: 'João Souza',
      login: user.email,
      email: user.email,
      tipoUsuario: 1,
      cargo: 'Gerente',
      departamento: 'Projetos',
      aceiteLGPD: true,
      telefones: [
        {
          id: expect.any(String),
          ddi: '55',
          ddd: '11',
          numero: '987654321',
          tipoTelefone: 1,
          observacoes: 'Comercial',
        },
      ],
      empresa: {
        id: sessao.empresaId,
        cnpj: user.cnpj,
        responsavelLegalCPF: user.cadastro.empresa.responsavelLegalCPF,
        endereco: {
          cep: '01310100',
          municipio: {
            id: 3550308,
            descricao: 'São Paulo',
            estado: { id: 35, descricao: 'São Paulo', sigla: 'SP' },
          },
        },
      },
    });
    expect(new Date(body.dataCadastro).getTime()).not.toBeNaN();
    expect(semSegredos(response.body, user.senha)).toBe(true);
  });

  it('responde 404 para outro usuário e 401 sem sessão', async () => {
    const outro = await signedInCompanyUser(app);
    const response = await injectAs(app, outro, { method: 'GET', url: `/api/login/${user.id}` });
    expect(response.statusCode).toBe(404);
    const anonimo = await app.inject({ method: 'GET', url: `/api/login/${user.id}` });
    expect(anonimo.statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('encerra a sessão: o mesmo cookie deixa de valer', async () => {
    const sessao = await login(app, user);
    const response = await injectAs(app, sessao, { method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: 'Sessão encerrada com sucesso',
      mensagem: 'Sessão encerrada com sucesso',
    });
    expect(response.cookies.find((c) => c.name === 'portal_sessao')?.value).toBe('');
    const depois = await injectAs(app, sessao, { method: 'GET', url: '/api/autenticado' });
    expect(depois.statusCode).toBe(401);
  });

  it('responde com sucesso também sem sessão', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
  });
});
