import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectAs,
  login,
  novaEmpresa,
  registerCompanyUser,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import { registerColega } from '../../../test/fixtures-membros.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let criador: UsuarioDeTeste & Sessao;
let colega: UsuarioDeTeste & Sessao;
let estranho: UsuarioDeTeste & Sessao;
const CPF = '52998224725';

beforeAll(async () => {
  app = await buildTestApp();
  criador = await signedInCompanyUser(app, {
    empresa: novaEmpresa({ responsavelLegalCPF: '529.982.247-25' }),
  });
  const colegaCadastrado = await registerColega(app, criador);
  colega = { ...colegaCadastrado, ...(await login(app, colegaCadastrado)) };
  estranho = await signedInCompanyUser(app);
});
afterAll(() => app.close());

const porCnpj = (sessao: Sessao | null, cnpj: string) =>
  injectAs(app, sessao, { method: 'GET', url: `/api/cadastro/empresa/cnpj/${cnpj}` });
const porId = (sessao: Sessao | null, id: string) =>
  injectAs(app, sessao, { method: 'GET', url: `/api/cadastro/empresa/id/${id}` });

const CAMPOS_PUBLICOS = [
  'cnpj',
  'endereco',
  'id',
  'nomeFantasia',
  'nomeOficial',
  'tipoEmpresa',
  'webSite',
];

describe('GET /api/cadastro/empresa/cnpj/:cnpj', () => {
  it('a um anônimo responde só o que o formulário de cadastro mostra', async () => {
    const response = await porCnpj(null, criador.cnpj);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(CAMPOS_PUBLICOS);
    expect(body).toMatchObject({ id: criador.empresaId, nomeOficial: 'Soluções Urbanas Ltda' });
    expect(body.endereco.municipio).toEqual({
      id: 3550308,
      descricao: 'São Paulo',
      estado: { id: 35, descricao: 'São Paulo', sigla: 'SP' },
    });
    expect(response.body).not.toContain(CPF);
    expect(response.body).not.toContain('maria.silva@');
    expect(response.body).not.toContain('12.345.678-9');
  });

  it('a usuário de outra empresa responde o mesmo que a um anônimo', async () => {
    const body = (await porCnpj(estranho, criador.cnpj)).json();
    expect(Object.keys(body).sort()).toEqual(CAMPOS_PUBLICOS);
  });

  it('ao criador da empresa mostra o responsável por inteiro', async () => {
    const body = (await porCnpj(criador, criador.cnpj)).json();
    expect(body).toMatchObject({
      responsavelLegalNome: 'Maria da Silva',
      responsavelLegalCPF: CPF,
      responsavelLegalRG: '12.345.678-9',
      responsavelLegalEmail: 'maria.silva@cidadeviva.com.br',
      usuarioID: criador.id,
    });
  });

  it('a quem entrou numa empresa existente mostra CPF, RG e e-mail mascarados', async () => {
    const response = await porCnpj(colega, criador.cnpj);
    expect(response.json()).toMatchObject({
      responsavelLegalNome: 'Maria da Silva',
      responsavelLegalCPF: '***.982.247-**',
      responsavelLegalRG: '****6789',
      responsavelLegalEmail: 'm***@cidadeviva.com.br',
    });
    expect(response.body).not.toContain(CPF);
  });

  it('aceita o CNPJ em minúsculas ou com máscara sem barra e responde 404 ao desconhecido', async () => {
    const mascarado = criador.cnpj.replace(/^(\d{2})(\d{3})(\d{3})/, '$1.$2.$3');
    expect((await porCnpj(null, mascarado)).statusCode).toBe(200);
    const response = await porCnpj(null, generateCnpj());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Empresa não encontrada.' });
  });

  it('encontra empresa de CNPJ alfanumérico pela forma em minúsculas', async () => {
    const cnpj = generateCnpj({ version: 2 });
    await registerCompanyUser(app, { empresa: novaEmpresa({ cnpj }) });
    const response = await porCnpj(null, cnpj.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json().cnpj).toBe(cnpj);
  });

  it('recusa CNPJ inválido com 400 e a mensagem da especificação', async () => {
    for (const cnpj of ['11111111111111', '123', '11222333000182']) {
      const response = await porCnpj(null, cnpj);
      expect(response.statusCode, cnpj).toBe(400);
      expect(response.json()).toEqual({
        message: 'CNPJ inválido!',
        issues: [{ path: 'cnpj', message: 'CNPJ inválido!' }],
      });
    }
  });
});

describe('GET /api/cadastro/empresa/id/:id', () => {
  it('entrega a empresa completa ao criador e mascarada ao colega', async () => {
    const completa = (await porId(criador, criador.empresaId)).json();
    expect(completa).toMatchObject({
      id: criador.empresaId,
      experiencia: 'Dez anos em iluminação pública.',
      responsavelLegalCPF: CPF,
      dataCadastro: expect.any(String),
    });
    const mascarada = await porId(colega, criador.empresaId);
    expect(mascarada.statusCode).toBe(200);
    expect(mascarada.json().responsavelLegalCPF).toBe('***.982.247-**');
  });

  it('responde 404 a outra empresa, 400 a id inválido e 401 sem sessão', async () => {
    expect((await porId(estranho, criador.empresaId)).statusCode).toBe(404);
    const invalido = await porId(criador, 'abc');
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().issues).toEqual([{ path: 'id', message: 'Identificador inválido.' }]);
    expect((await porId(null, criador.empresaId)).statusCode).toBe(401);
  });
});
