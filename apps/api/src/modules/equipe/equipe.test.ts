// @module-tag dois-bancos
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signedInCompanyUser } from '../../../test/fixtures.ts';
import {
  adminDeTeste,
  loginIpt,
  registerStaffUser,
  signedInAdmin,
  signedInStaff,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import { buildTestApp } from '../../../test/helper.ts';

const ADMIN = adminDeTeste();
let app: FastifyInstance;
let admin: MembroComSessao;
beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
  admin = await signedInAdmin(app, ADMIN);
});
afterAll(() => app.close());

const acao = (id: string, nome: string, payload?: object, sessao: { cookie: string } = admin) =>
  injectAs(app, sessao, { method: 'POST', url: `/api/equipe/${id}/${nome}`, payload });
const listar = async () =>
  (await injectAs(app, admin, { method: 'GET', url: '/api/equipe' })).json() as {
    id: string;
    nome: string;
    tipoUsuario: number;
    ativo: boolean;
  }[];

describe('GET /api/equipe', () => {
  it('lista só a equipe, pendentes primeiro, depois por nome em pt-BR', async () => {
    await signedInStaff(app, 4, { nome: 'Zélia Analista' });
    await signedInStaff(app, 4, { nome: 'Álvaro Analista' });
    const pendente = await registerStaffUser(app, { nome: 'Pedro Pendente' });
    await signedInCompanyUser(app);
    const equipe = await listar();
    expect(equipe[0]).toEqual({
      id: pendente.id,
      nome: 'Pedro Pendente',
      email: pendente.email,
      tipoUsuario: 3,
      ativo: true,
      dataCadastro: expect.any(String),
    });
    const aprovados = equipe.filter((m) => m.tipoUsuario !== 3).map((m) => m.nome);
    expect(aprovados).toEqual(['Administrador', 'Álvaro Analista', 'Zélia Analista']);
    expect(equipe.every((m) => [3, 4, 5].includes(m.tipoUsuario))).toBe(true);
  });
});

describe('aprovação e perfil', () => {
  it('aprova pendente como analista e depois promove a administrador', async () => {
    const membro = await registerStaffUser(app);
    const aprovado = await acao(membro.id, 'aprovacao', { tipoUsuario: 4 });
    expect(aprovado.statusCode).toBe(200);
    expect(aprovado.json()).toMatchObject({
      result: true,
      message: 'Analista aprovado.',
      membro: { id: membro.id, tipoUsuario: 4, ativo: true },
    });
    const promovido = await acao(membro.id, 'aprovacao', { tipoUsuario: 5 });
    expect(promovido.json()).toMatchObject({
      message: 'Perfil alterado para Administrador.',
      membro: { tipoUsuario: 5 },
    });
    expect((await acao(membro.id, 'aprovacao', { tipoUsuario: 5 })).json().message).toBe(
      'O perfil já era Administrador.',
    );
    // The new administrator may now manage the team, even the one who promoted them.
    const sessao = { cookie: await loginIpt(app, membro) };
    expect((await injectAs(app, sessao, { method: 'GET', url: '/api/equipe' })).statusCode).toBe(
      200,
    );
    await acao(membro.id, 'aprovacao', { tipoUsuario: 4 });
  });

  it('recusa perfil fora de 4 e 5, usuário de empresa e id desconhecido', async () => {
    const membro = await registerStaffUser(app);
    const invalido = await acao(membro.id, 'aprovacao', { tipoUsuario: 1 });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().issues).toEqual([
      { path: 'tipoUsuario', message: 'Escolha o perfil Analista ou Administrador.' },
    ]);
    const empresa = await signedInCompanyUser(app);
    for (const id of [empresa.id, '3f2504e0-4f89-41d3-9a0c-0305e82c3301']) {
      const response = await acao(id, 'aprovacao', { tipoUsuario: 4 });
      expect(response.statusCode).toBe(404);
    }
    expect((await acao('nao-e-guid', 'desativacao')).statusCode).toBe(400);
  });

  it('o administrador não se rebaixa nem se desativa', async () => {
    const rebaixar = await acao(admin.id, 'aprovacao', { tipoUsuario: 4 });
    expect(rebaixar.statusCode).toBe(409);
    expect(rebaixar.json()).toEqual({
      message: 'Você não pode retirar o seu próprio perfil de administrador.',
    });
    const desativar = await acao(admin.id, 'desativacao');
    expect(desativar.statusCode).toBe(409);
    expect(desativar.json()).toEqual({ message: 'Você não pode desativar a sua própria conta.' });
    expect((await acao(admin.id, 'aprovacao', { tipoUsuario: 5 })).statusCode).toBe(200);
  });
});

describe('desativação e reativação', () => {
  it('desativar encerra as sessões e impede a entrada; reativar devolve o acesso', async () => {
    const membro = await signedInStaff(app, 4);
    const desativado = await acao(membro.id, 'desativacao');
    expect(desativado.statusCode).toBe(200);
    expect(desativado.json()).toMatchObject({
      message: 'Usuário desativado com sucesso!',
      membro: { id: membro.id, ativo: false },
    });
    const autenticado = await injectAs(app, membro, { method: 'GET', url: '/api/autenticado' });
    expect(autenticado.statusCode).toBe(401);
    await expect(loginIpt(app, membro)).rejects.toThrow(/401/);
    expect((await listar()).find((m) => m.id === membro.id)?.ativo).toBe(false);

    const reativado = await acao(membro.id, 'reativacao');
    expect(reativado.json()).toMatchObject({
      message: 'Usuário reativado com sucesso!',
      membro: { ativo: true, tipoUsuario: 4 },
    });
    await expect(loginIpt(app, membro)).resolves.toBeTruthy();
  });

  it('um administrador desativa outro, e o portal segue com um ativo', async () => {
    const outro = await signedInStaff(app, 5);
    const response = await acao(outro.id, 'desativacao');
    expect(response.statusCode).toBe(200);
    const ativos = (await listar()).filter((m) => m.tipoUsuario === 5 && m.ativo);
    expect(ativos.map((m) => m.id)).toEqual([admin.id]);
  });
});
