import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../infra/db/schema.ts';
import {
  injectAs,
  novoEmail,
  novoIp,
  registerCompanyUser,
  semSegredos,
} from '../../../test/fixtures.ts';
import {
  adminDeTeste,
  loginIpt,
  novoCadastroIpt,
  registerStaffUser,
  signedInAdmin,
} from '../../../test/fixtures-equipe.ts';
import { buildTestApp } from '../../../test/helper.ts';

const ADMIN = adminDeTeste();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
});
afterAll(() => app.close());

const cadastrar = (payload: object, alvo = app) =>
  alvo.inject({
    method: 'PUT',
    url: '/api/cadastro/usuario/ipt',
    payload,
    remoteAddress: novoIp(),
  });

describe('PUT /api/cadastro/usuario/ipt', () => {
  it('cria a conta pendente (tipo 3) e diz que aguarda aprovação', async () => {
    const cadastro = novoCadastroIpt({
      tipoUsuario: 5,
      email: novoEmail('Pesquisa').toUpperCase(),
    });
    const response = await cadastrar(cadastro);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      result: true,
      message: 'Cadastro realizado com sucesso! Aguarde a aprovação de um administrador.',
      idCriadoGuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(semSegredos(response.body, cadastro.senhaNova)).toBe(true);
    const [row] = await app.db
      .select()
      .from(usuario)
      .where(eq(usuario.id, response.json().idCriadoGuid));
    expect(row).toMatchObject({
      tipoUsuario: 3,
      empresaId: null,
      ativo: true,
      aceiteLgpd: true,
      email: cadastro.email.toLowerCase(),
      login: cadastro.email.toLowerCase(),
    });
  });

  it('recusa e-mail já cadastrado, da equipe ou de empresa, com 409 no campo', async () => {
    const membro = await registerStaffUser(app);
    const empresa = await registerCompanyUser(app);
    for (const email of [membro.email.toUpperCase(), empresa.email]) {
      const response = await cadastrar(novoCadastroIpt({ email }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'E-mail já cadastrado!',
        issues: [{ path: 'email', message: 'E-mail já cadastrado!' }],
      });
    }
  });

  it('valida campos pelo esquema do domínio e recusa senha fácil', async () => {
    const invalido = await cadastrar({
      ...novoCadastroIpt(),
      nome: 'x'.repeat(101),
      aceiteLGPD: false,
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().issues).toEqual([
      { path: 'nome', message: 'Máximo de 100 caracteres.' },
      { path: 'aceiteLGPD', message: 'É necessário aceitar os termos e condições.' },
    ]);
    const facil = await cadastrar(novoCadastroIpt({ senhaNova: 'Senha@123' }));
    expect(facil.statusCode).toBe(400);
    expect(facil.json().issues[0].path).toBe('senhaNova');
  });
});

describe('conta pendente até a aprovação', () => {
  it('entra, mas toda rota da equipe responde 403; aprovada, passa', async () => {
    const membro = await registerStaffUser(app);
    const cookie = await loginIpt(app, membro);
    const sessao = { cookie };
    const autenticado = await injectAs(app, sessao, { method: 'GET', url: '/api/autenticado' });
    expect(autenticado.json().tipoUsuario).toBe(3);
    const antes = await injectAs(app, sessao, { method: 'GET', url: '/api/proposta/estatisticas' });
    expect(antes.statusCode).toBe(403);
    expect(antes.json()).toEqual({ message: 'Acesso não permitido.' });

    const admin = await signedInAdmin(app, ADMIN);
    const aprovacao = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/equipe/${membro.id}/aprovacao`,
      payload: { tipoUsuario: 4 },
    });
    expect(aprovacao.statusCode).toBe(200);
    // The session reads the type at each request: the same cookie now opens the staff routes.
    const depois = await injectAs(app, sessao, {
      method: 'GET',
      url: '/api/proposta/estatisticas',
    });
    expect(depois.statusCode).toBe(200);
  });
});

describe('STAFF_EMAIL_DOMAINS', () => {
  let restrito: FastifyInstance;
  beforeAll(async () => {
    restrito = await buildTestApp({ staffEmailDomains: ['ipt.br', 'sp.gov.br'] });
  });
  afterAll(() => restrito.close());

  it('aceita os domínios configurados e seus subdomínios', async () => {
    for (const email of ['ana@ipt.br', 'bia@lab.ipt.br', 'caio@SP.GOV.BR']) {
      const response = await cadastrar(novoCadastroIpt({ email }), restrito);
      expect(response.statusCode, email).toBe(201);
    }
  });

  it('recusa outro domínio no campo e-mail, listando os permitidos', async () => {
    for (const email of ['ana@gmail.com', 'ana@falsoipt.br', 'ana@ipt.br.exemplo.com']) {
      const response = await cadastrar(novoCadastroIpt({ email }), restrito);
      expect(response.statusCode, email).toBe(400);
      const message = 'Use um e-mail institucional (domínios permitidos: ipt.br, sp.gov.br).';
      expect(response.json()).toEqual({ message, issues: [{ path: 'email', message }] });
    }
  });
});
