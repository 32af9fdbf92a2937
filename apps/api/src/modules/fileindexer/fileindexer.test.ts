// @module-tag dois-bancos
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivo } from '../../infra/db/schema.ts';
import {
  injectAs,
  login,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import { registerColega } from '../../../test/fixtures-membros.ts';
import { contarConteudos } from '../../../test/conteudos.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let dono: UsuarioDeTeste & Sessao;
let estranho: UsuarioDeTeste & Sessao;
beforeAll(async () => {
  app = await buildTestApp();
  dono = await signedInCompanyUser(app);
  estranho = await signedInCompanyUser(app);
});
afterAll(() => app.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const url = (empresaId: string) => `/api/fileindexer/empresa/${empresaId}/provacnpj/file`;

const enviar = (sessao: Sessao | null, empresaId: string, bytes: Buffer, nome = 'cnpj.pdf') =>
  injectAs(app, sessao, {
    method: 'PUT',
    url: url(empresaId),
    payload: { nomeOriginal: nome, conteudo: bytes.toString('base64'), tipoDoArquivo: 4 },
  });
const listar = (sessao: Sessao | null, path: string) =>
  injectAs(app, sessao, { method: 'GET', url: `/api/fileindexer/empresa/${path}` });

describe('PUT /api/fileindexer/empresa/:companyId/provacnpj/file', () => {
  it('guarda o PDF da própria empresa e substitui o anterior', async () => {
    const primeiro = await enviar(dono, dono.empresaId, PDF, 'C:\\docs\\Cartão CNPJ.pdf');
    expect(primeiro.statusCode).toBe(200);
    expect(primeiro.json()).toEqual({
      status: 0,
      result: true,
      message: 'Arquivo enviado com sucesso!',
    });
    const segundo = Buffer.concat([PDF, Buffer.from('versão 2')]);
    expect((await enviar(dono, dono.empresaId, segundo, 'novo.pdf')).statusCode).toBe(200);

    const lista = await listar(dono, dono.empresaId);
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toEqual([
      {
        id: expect.any(String),
        nomeOriginal: 'novo.pdf',
        contexto: 13,
        tipoDoArquivo: 4,
        tipo: 'application/pdf',
        tamanho: segundo.length,
        dataHoraInclusao: expect.any(String),
      },
    ]);
    expect(lista.body).not.toContain('conteudo');
    // The replaced proof's bytes went with it, wherever they were kept.
    const arquivos = await app.db.select({ n: count() }).from(arquivo);
    expect(await contarConteudos(app)).toBe(arquivos[0]!.n);
  });

  it('entrega o arquivo do contexto com o conteúdo em base64', async () => {
    await enviar(dono, dono.empresaId, PDF, 'Cartão CNPJ.pdf');
    const response = await listar(dono, `${dono.empresaId}/13`);
    expect(response.statusCode).toBe(200);
    const [item] = response.json();
    expect(item).toMatchObject({ nomeOriginal: 'Cartão CNPJ.pdf', contexto: 13 });
    expect(Buffer.from(item.conteudo, 'base64').equals(PDF)).toBe(true);
    expect((await listar(dono, `${dono.empresaId}/12`)).json()).toEqual([]);
  });

  it('recusa bytes de PNG com nome .pdf', async () => {
    const response = await enviar(dono, dono.empresaId, PNG, 'falso.pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'O arquivo deve ser um PDF.',
      issues: [{ path: 'conteudo', message: 'O arquivo deve ser um PDF.' }],
    });
  });

  it('recusa arquivo de 2.097.153 bytes com 413', async () => {
    const grande = Buffer.concat([PDF, Buffer.alloc(2_097_153 - PDF.length, 0x20)]);
    const response = await enviar(dono, dono.empresaId, grande, 'grande.pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('O arquivo grande.pdf é maior que 2MB!');
    const noLimite = Buffer.concat([PDF, Buffer.alloc(2_097_152 - PDF.length, 0x20)]);
    expect((await enviar(dono, dono.empresaId, noLimite)).statusCode).toBe(200);
  });

  it('recusa conteúdo vazio ou fora do base64 com 400 no campo', async () => {
    const response = await injectAs(app, dono, {
      method: 'PUT',
      url: url(dono.empresaId),
      payload: { nomeOriginal: 'a.pdf', conteudo: '' },
    });
    expect(response.json().issues).toEqual([
      { path: 'conteudo', message: 'Nenhum arquivo selecionado.' },
    ]);
  });

  it('responde 404 para a empresa de outro usuário e 401 sem sessão', async () => {
    expect((await enviar(estranho, dono.empresaId, PDF)).statusCode).toBe(404);
    expect((await enviar(null, dono.empresaId, PDF)).statusCode).toBe(401);
    const rows = await app.db
      .select()
      .from(arquivo)
      .where(eq(arquivo.empresaId, estranho.empresaId));
    expect(rows).toEqual([]);
  });

  it('um colega que entrou na empresa também envia e lê os arquivos dela', async () => {
    const colega = await registerColega(app, dono);
    const sessao = await login(app, colega);
    expect((await enviar(sessao, dono.empresaId, PDF)).statusCode).toBe(200);
    expect((await listar(sessao, dono.empresaId)).json()).toHaveLength(1);
  });
});

describe('GET /api/fileindexer/empresa/:companyId', () => {
  it('responde 404 a outra empresa, 401 sem sessão e 400 a contexto inválido', async () => {
    expect((await listar(estranho, dono.empresaId)).statusCode).toBe(404);
    expect((await listar(estranho, `${dono.empresaId}/13`)).statusCode).toBe(404);
    expect((await listar(null, dono.empresaId)).statusCode).toBe(401);
    const invalido = await listar(dono, `${dono.empresaId}/abc`);
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().issues[0]).toMatchObject({ path: 'context' });
  });
});
