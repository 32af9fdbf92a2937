import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUID_VAZIO } from '@portal/domain';
import { empresa, endereco, telefone, usuario } from '../../infra/db/schema.ts';
import {
  login,
  novaEmpresa,
  novoCadastro,
  novoIp,
  registerCompanyUser,
  semSegredos,
} from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { agoraDoBanco } from '../../../test/agora-do-banco.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const cadastrar = (payload: unknown, remoteAddress = novoIp()) =>
  app.inject({
    method: 'PUT',
    url: '/api/cadastro/usuario',
    payload: payload as object,
    remoteAddress,
  });

const totais = async () => ({
  empresa: (await app.db.select({ n: count() }).from(empresa))[0]!.n,
  endereco: (await app.db.select({ n: count() }).from(endereco))[0]!.n,
  usuario: (await app.db.select({ n: count() }).from(usuario))[0]!.n,
  telefone: (await app.db.select({ n: count() }).from(telefone))[0]!.n,
});

describe('PUT /api/cadastro/usuario', () => {
  it('cadastra empresa nova, endereço, usuário e telefones e responde o Result da especificação', async () => {
    const cadastro = novoCadastro();
    const antes = await agoraDoBanco(app);
    const response = await cadastrar(cadastro);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      result: true,
      status: true,
      message: 'Cadastro realizado com sucesso!',
      mensagem: 'Cadastro realizado com sucesso!',
      idCriadoGuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      idCriadoInt: 0,
    });
    expect(semSegredos(response.body, cadastro.senhaNova)).toBe(true);
    const [row] = await app.db.select().from(usuario).where(eq(usuario.id, body.idCriadoGuid));
    expect(row).toMatchObject({ tipoUsuario: 1, aceiteLgpd: true, login: cadastro.email });
    expect(row!.senhaHash).toMatch(/^\$argon2id\$/);
    expect(row!.dataAceiteLgpd.getTime()).toBeGreaterThanOrEqual(antes);
    expect(row!.dataAceiteLgpd.getTime()).toBeLessThanOrEqual(await agoraDoBanco(app));
    const [criada] = await app.db.select().from(empresa).where(eq(empresa.id, row!.empresaId!));
    expect(criada).toMatchObject({ usuarioId: row!.id, responsavelLegalRg: '12.345.678-9' });
  });

  it('ignora o que o servidor decide: tipoUsuario 5, ids, datas e usuário da empresa', async () => {
    const cadastro = novoCadastro({
      id: '11111111-1111-4111-8111-111111111111',
      tipoUsuario: 5,
      dataCadastro: '2001-01-01T00:00:00Z',
      dataAceiteLGPD: '2001-01-01T00:00:00Z',
      empresa: novaEmpresa({ usuarioID: '11111111-1111-4111-8111-111111111111' }),
    });
    const response = await cadastrar(cadastro);
    expect(response.statusCode).toBe(201);
    const id = response.json().idCriadoGuid;
    expect(id).not.toBe('11111111-1111-4111-8111-111111111111');
    const [row] = await app.db.select().from(usuario).where(eq(usuario.id, id));
    expect(row!.tipoUsuario).toBe(1);
    expect(row!.dataCadastro.getFullYear()).toBeGreaterThan(2001);
    expect(row!.dataAceiteLgpd.getFullYear()).toBeGreaterThan(2001);
  });

  it('separa DDD e número e aceita CNPJ alfanumérico em minúsculas', async () => {
    const cnpj = generateCnpj({ version: 2 }).toLowerCase();
    const user = await registerCompanyUser(app, { empresa: novaEmpresa({ cnpj }) });
    const [fone] = await app.db.select().from(telefone).where(eq(telefone.usuarioId, user.id));
    expect(fone).toMatchObject({ ddi: '55', ddd: '11', numero: '987654321', tipoTelefone: 1 });
    const [criada] = await app.db
      .select()
      .from(empresa)
      .where(eq(empresa.cnpj, cnpj.toUpperCase()));
    expect(criada).toBeDefined();
  });

  it('recusa e-mail já cadastrado, também com outra caixa, com 409 no campo email', async () => {
    const user = await registerCompanyUser(app);
    for (const email of [user.email, user.email.toUpperCase()]) {
      const response = await cadastrar(novoCadastro({ email }));
      expect(response.statusCode, email).toBe(409);
      expect(response.json()).toEqual({
        message: 'E-mail já cadastrado!',
        issues: [{ path: 'email', message: 'E-mail já cadastrado!' }],
      });
    }
  });

  it('não deixa nenhuma linha quando o cadastro falha depois de inserir a empresa', async () => {
    const user = await registerCompanyUser(app);
    const antes = await totais();
    // A new company with a taken e-mail: the company and its address are inserted before the
    // user's insert hits the unique e-mail, and the transaction must undo both.
    const response = await cadastrar(novoCadastro({ email: user.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(await totais()).toEqual(antes);
  });

  it('recusa empresa nova com CNPJ já cadastrado com 409', async () => {
    const user = await registerCompanyUser(app);
    const antes = await totais();
    const response = await cadastrar(novoCadastro({ empresa: novaEmpresa({ cnpj: user.cnpj }) }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Empresa já cadastrada!',
      issues: [{ path: 'empresa.cnpj', message: 'Empresa já cadastrada!' }],
    });
    expect(await totais()).toEqual(antes);
  });

  it('vincula o usuário a uma empresa existente sem alterar a empresa', async () => {
    const criador = await registerCompanyUser(app);
    const { empresaId } = await login(app, criador);
    const cadastro = novoCadastro({
      empresa: {
        ...novaEmpresa({ nomeOficial: 'Nome Trocado' }),
        id: empresaId,
        cnpj: criador.cnpj,
      },
    });
    const response = await cadastrar(cadastro);
    expect(response.statusCode).toBe(201);
    const [row] = await app.db
      .select()
      .from(usuario)
      .where(eq(usuario.id, response.json().idCriadoGuid));
    expect(row!.empresaId).toBe(empresaId);
    const [mantida] = await app.db.select().from(empresa).where(eq(empresa.id, empresaId));
    expect(mantida!.nomeOficial).toBe('Soluções Urbanas Ltda');
    expect(mantida!.usuarioId).toBe(criador.id);
  });

  it('recusa empresa existente inexistente ou de outro CNPJ com 400', async () => {
    const criador = await registerCompanyUser(app);
    const { empresaId } = await login(app, criador);
    for (const empresaInformada of [
      { id: empresaId, cnpj: generateCnpj() },
      { id: '22222222-2222-4222-8222-222222222222', cnpj: criador.cnpj },
    ]) {
      const response = await cadastrar(novoCadastro({ empresa: empresaInformada }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'A empresa informada não corresponde ao CNPJ.',
        issues: [{ path: 'empresa.cnpj', message: 'A empresa informada não corresponde ao CNPJ.' }],
      });
    }
  });

  it.each([
    ['nome', { nome: '' }, 'Campo obrigatório.'],
    ['email', { email: 'joao@', login: 'joao@cidadeviva.com.br' }, 'E-mail inválido.'],
    ['aceiteLGPD', { aceiteLGPD: false }, 'É necessário aceitar os termos e condições.'],
    ['telefones', { telefones: [] }, 'Informe ao menos um telefone.'],
    ['empresa.cnpj', { empresa: novaEmpresa({ cnpj: '11.111.111/1111-11' }) }, 'CNPJ inválido!'],
    [
      'empresa.responsavelLegalCPF',
      { empresa: novaEmpresa({ responsavelLegalCPF: '1' }) },
      'CPF inválido.',
    ],
  ])('recusa %s inválido com 400 no campo', async (path, overrides, message) => {
    const antes = await totais();
    const response = await cadastrar(novoCadastro(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Existem campos inválidos!',
      issues: [{ path, message }],
    });
    expect(await totais()).toEqual(antes);
  });

  it('recusa senha fora da regra e senha comum que cumpre a regra', async () => {
    const fora = await cadastrar(novoCadastro({ senhaNova: 'semregra' }));
    expect(fora.json().issues[0]).toMatchObject({ path: 'senhaNova' });
    for (const senhaNova of ['Senha@123', 'Mudar@123', 'CidadeViva@2025']) {
      const response = await cadastrar(novoCadastro({ senhaNova }));
      expect(response.statusCode, senhaNova).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'senhaNova', message: expect.stringContaining('Senha fácil de adivinhar') },
      ]);
    }
  });

  it('recusa opções que não existem nas listas', async () => {
    const cadastro = novoCadastro({
      telefones: [{ ddd: '11', numero: '34567890', tipoTelefone: 99 }],
      empresa: novaEmpresa({
        tipoEmpresa: 99,
        endereco: { ...novaEmpresa().endereco, municipio: { id: 3550308, estado: { id: 33 } } },
      }),
    });
    const response = await cadastrar(cadastro);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'empresa.tipoEmpresa',
      'empresa.endereco.municipio.id',
      'telefones.0.tipoTelefone',
    ]);
  });

  it('não aceita id zerado como empresa existente nem corpo que não é JSON', async () => {
    const semCampos = await cadastrar(
      novoCadastro({ empresa: { id: GUID_VAZIO, cnpj: generateCnpj() } }),
    );
    expect(semCampos.statusCode).toBe(400);
    const texto = await app.inject({
      method: 'PUT',
      url: '/api/cadastro/usuario',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(texto.statusCode).toBe(415);
  });

  it('limita os cadastros por cliente com 429', async () => {
    const ip = novoIp();
    // Refused after the count (an unknown company), so the loop stays cheap.
    const cadastro = novoCadastro({
      empresa: { id: '33333333-3333-4333-8333-333333333333', cnpj: generateCnpj() },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await cadastrar(cadastro, ip)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
