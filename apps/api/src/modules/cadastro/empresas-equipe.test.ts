import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telefone, usuario } from '../../infra/db/schema.ts';
import {
  injectAs,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import { registerColega } from '../../../test/fixtures-membros.ts';
import { signedInStaff, type MembroComSessao } from '../../../test/fixtures-equipe.ts';
import { enviarProvaCnpj } from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { inserirEmpresaComUsuario } from '../../../test/semeadura.ts';

let app: FastifyInstance;
let analista: MembroComSessao;
let dona: UsuarioDeTeste & Sessao;
let agua: string;
beforeAll(async () => {
  app = await buildTestApp();
  analista = await signedInStaff(app, 4);
  // Registered through the API: 'Soluções Urbanas Ltda', two users, the second one inactive later.
  dona = await signedInCompanyUser(app, { nome: 'Zuleica Dona' });
  await registerColega(app, dona, {
    nome: 'Bruno Colega',
    telefones: [
      { ddd: '21', numero: '33334444', tipoTelefone: 3 },
      { ddd: '21', numero: '999998888', tipoTelefone: 1 },
    ],
  });
  const inativo = await registerColega(app, dona, { nome: 'Inês Inativa' });
  await app.db.update(usuario).set({ ativo: false }).where(eq(usuario.id, inativo.id));
  agua = (await inserirEmpresaComUsuario(app.db, { nomeOficial: 'Água Clara ME' }, null)).empresaId;
  await inserirEmpresaComUsuario(app.db, { nomeOficial: 'agro Norte SA' });
  await inserirEmpresaComUsuario(app.db, { nomeOficial: 'Zebra Dados' });
});
afterAll(() => app.close());

const get = (url: string, sessao: { cookie: string } = analista) =>
  injectAs(app, sessao, { method: 'GET', url });

describe('GET /api/cadastro/empresa', () => {
  it('lista as empresas em ordem pt-BR com os campos da lista', async () => {
    const response = await get('/api/cadastro/empresa');
    expect(response.statusCode).toBe(200);
    const empresas = response.json();
    expect(empresas.map((e: { nomeOficial: string }) => e.nomeOficial)).toEqual([
      'agro Norte SA',
      'Água Clara ME',
      'Soluções Urbanas Ltda',
      'Zebra Dados',
    ]);
    expect(empresas[2]).toEqual({
      id: dona.empresaId,
      nomeOficial: 'Soluções Urbanas Ltda',
      nomeFantasia: 'Cidade Viva',
      cnpj: dona.cnpj,
      tipoEmpresa: 2,
      webSite: 'https://cidadeviva.com.br',
      dataCadastro: expect.any(String),
    });
  });
});

describe('GET /api/cadastro/empresa-contato', () => {
  it('traz os usuários ativos de cada empresa com o primeiro telefone', async () => {
    const response = await get('/api/cadastro/empresa-contato');
    expect(response.statusCode).toBe(200);
    const empresas = response.json();
    expect(empresas.map((e: { nomeOficial: string }) => e.nomeOficial)).toEqual([
      'agro Norte SA',
      'Água Clara ME',
      'Soluções Urbanas Ltda',
      'Zebra Dados',
    ]);
    const solucoes = empresas[2];
    expect(solucoes).toEqual({
      id: dona.empresaId,
      nomeOficial: 'Soluções Urbanas Ltda',
      cnpj: dona.cnpj,
      webSite: 'https://cidadeviva.com.br',
      contatos: [
        {
          nome: 'Bruno Colega',
          email: expect.any(String),
          telefone: { ddd: '21', numero: '33334444' },
          confiabilidadeGovbr: null,
        },
        {
          nome: 'Zuleica Dona',
          email: dona.email,
          telefone: { ddd: '11', numero: '987654321' },
          confiabilidadeGovbr: null,
        },
      ],
    });
    expect(empresas[1].contatos).toEqual([
      {
        nome: 'Contato Semeado',
        email: expect.any(String),
        telefone: null,
        confiabilidadeGovbr: null,
      },
    ]);
  });

  it('responde uma empresa pelo id, e 404 para uma desconhecida', async () => {
    const response = await get(`/api/cadastro/empresa-contato/${agua}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: agua,
      nomeOficial: 'Água Clara ME',
      contatos: [{}],
    });
    expect((await get(`/api/cadastro/empresa-contato/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('o que a equipe já lê pelas rotas das empresas', () => {
  it('a empresa completa, sem máscara, e o cartão CNPJ', async () => {
    await enviarProvaCnpj(app, dona);
    const empresa = await get(`/api/cadastro/empresa/id/${dona.empresaId}`);
    expect(empresa.statusCode).toBe(200);
    expect(empresa.json()).toMatchObject({
      id: dona.empresaId,
      responsavelLegalCPF: expect.stringMatching(/^\d{11}$/),
      responsavelLegalEmail: 'maria.silva@cidadeviva.com.br',
      endereco: { nomeLogradouro: 'Paulista' },
    });
    const cartao = await get(`/api/fileindexer/empresa/${dona.empresaId}/13`);
    expect(cartao.statusCode).toBe(200);
    expect(cartao.json()).toEqual([
      expect.objectContaining({
        nomeOriginal: 'cartao-cnpj.pdf',
        contexto: 13,
        conteudo: expect.any(String),
      }),
    ]);
  });

  it('um telefone apagado some do contato', async () => {
    await app.db.delete(telefone).where(eq(telefone.usuarioId, dona.id));
    const response = await get(`/api/cadastro/empresa-contato/${dona.empresaId}`);
    expect(response.json().contatos[1]).toEqual({
      nome: 'Zuleica Dona',
      email: dona.email,
      telefone: null,
      confiabilidadeGovbr: null,
    });
  });
});
