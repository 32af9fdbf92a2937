import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { injectAs, login, novoIp, signedInCompanyUser } from '../../../test/fixtures.ts';
import { tokenDoEmail } from '../../../test/fixtures-email.ts';
import {
  adminDeTeste,
  loginIpt,
  signedInAdmin,
  signedInStaff,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import { buildTestApp } from '../../../test/helper.ts';

const ADMIN = adminDeTeste();
const SENHA_DO_DONO = 'Jabuticaba&Madura73';
const SENHA_DE_QUEM_TEM_O_LINK = 'Invasor@Paciente_2026';

let app: FastifyInstance;
let admin: MembroComSessao;
beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
  admin = await signedInAdmin(app, ADMIN);
});
afterAll(() => app.close());

/** "Esqueci minha senha" for the account: the link that arrives by e-mail. */
async function pedirLink(email: string): Promise<string> {
  await app.inject({
    method: 'POST',
    url: '/api/conta/senha/esqueci',
    payload: { email },
    remoteAddress: novoIp(),
  });
  return tokenDoEmail(app, email, 'redefinicao-senha');
}

/** Whoever holds the link tries to set a password of their own with it. */
const usarLink = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/conta/senha/redefinir',
    payload: { token, senhaNova: SENHA_DE_QUEM_TEM_O_LINK },
  });

const autenticado = async (sessao: { cookie: string }) =>
  (await injectAs(app, sessao, { method: 'GET', url: '/api/autenticado' })).statusCode;

/** The old link answers as a used one, and the owner's password is still the owner's. */
async function esperarLinkEncerrado(token: string) {
  const tentativa = await usarLink(token);
  expect(tentativa.statusCode).toBe(410);
  expect(tentativa.json()).toMatchObject({ message: MENSAGENS.linkUsado });
  expect(tentativa.headers['set-cookie']).toBeUndefined();
}

describe('um link de "Esqueci minha senha" morre com a senha que ia substituir', () => {
  it('troca no painel (POST /api/cadastro/usuario/senha): o link antigo não define senha, a outra sessão cai, esta fica', async () => {
    const dono = await signedInCompanyUser(app);
    const outraSessao = await login(app, dono);
    const link = await pedirLink(dono.email);

    const troca = await injectAs(app, dono, {
      method: 'POST',
      url: '/api/cadastro/usuario/senha',
      payload: { senhaAtual: dono.senha, senhaNova: SENHA_DO_DONO },
    });
    expect(troca.statusCode).toBe(200);

    await esperarLinkEncerrado(link);
    expect(await autenticado(dono)).toBe(200);
    expect(await autenticado(outraSessao)).toBe(401);
    await expect(login(app, { ...dono, senha: SENHA_DO_DONO })).resolves.toBeTruthy();
  });

  it('troca junto com os dados do perfil (POST /api/cadastro/usuario): o link antigo não define senha', async () => {
    const dono = await signedInCompanyUser(app);
    const link = await pedirLink(dono.email);

    const atualizacao = await injectAs(app, dono, {
      method: 'POST',
      url: '/api/cadastro/usuario',
      payload: {
        id: dono.id,
        nome: dono.cadastro.nome,
        email: dono.email,
        telefones: dono.cadastro.telefones,
        empresa: dono.cadastro.empresa,
        senhaAtual: dono.senha,
        senhaNova: SENHA_DO_DONO,
      },
    });
    expect(atualizacao.statusCode).toBe(200);

    await esperarLinkEncerrado(link);
    expect(await autenticado(dono)).toBe(200);
  });
});

describe('a desativação pelo administrador encerra os links da conta', () => {
  it('um link pedido antes da desativação não define senha depois da reativação', async () => {
    const membro = await signedInStaff(app, 4);
    const link = await pedirLink(membro.email);
    const acao = (nome: string) =>
      injectAs(app, admin, { method: 'POST', url: `/api/equipe/${membro.id}/${nome}` });

    expect((await acao('desativacao')).statusCode).toBe(200);
    expect((await acao('reativacao')).statusCode).toBe(200);

    await esperarLinkEncerrado(link);
    await expect(loginIpt(app, membro)).resolves.toBeTruthy();
  });
});

describe('a exclusão da conta encerra os links', () => {
  it('um link pedido antes da exclusão não abre a conta anonimizada', async () => {
    const dono = await signedInCompanyUser(app);
    const link = await pedirLink(dono.email);
    const exclusao = await injectAs(app, dono, {
      method: 'POST',
      url: '/api/meus-dados/exclusao',
      payload: { senhaAtual: dono.senha },
    });
    expect(exclusao.statusCode).toBe(200);

    const tentativa = await usarLink(link);
    expect(tentativa.statusCode).toBeGreaterThanOrEqual(400);
    expect(tentativa.statusCode).toBeLessThan(500);
    expect(tentativa.headers['set-cookie']).toBeUndefined();
  });
});
