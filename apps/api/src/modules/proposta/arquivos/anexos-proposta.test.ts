import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIAS_ANEXO } from '@portal/domain';
import {
  injectAs,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../../test/fixtures.ts';
import {
  arquivoPayload,
  criarProposta,
  definirStatus,
  enviarArquivo,
  JPEG,
  PDF,
  pdfDeTamanho,
  PNG,
} from '../../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../../test/helper.ts';
import { arquivo } from '../../../infra/db/schema.ts';

let app: FastifyInstance;
let dono: UsuarioDeTeste & Sessao;
beforeAll(async () => {
  app = await buildTestApp();
  dono = await signedInCompanyUser(app);
});
afterAll(() => app.close());

const get = (url: string) => injectAs(app, dono, { method: 'GET', url });
const total = async (propostaId: string, contexto: number) =>
  (
    await app.db
      .select({ n: count() })
      .from(arquivo)
      .where(and(eq(arquivo.propostaId, propostaId), eq(arquivo.contexto, contexto)))
  )[0]!.n;

describe('POST /api/fileindexer/proposta/:id/<categoria>/file', () => {
  it('cada categoria do catálogo tem sua rota e guarda no seu contexto', async () => {
    const id = await criarProposta(app, dono);
    for (const categoria of CATEGORIAS_ANEXO) {
      const response = await enviarArquivo(app, dono, id, categoria.caminho, PDF, 'doc.pdf');
      expect(response.statusCode, categoria.caminho).toBe(200);
      expect(response.json()).toEqual({
        status: 0,
        result: true,
        message: 'Arquivo enviado com sucesso!',
        idCriadoGuid: expect.any(String),
      });
      expect(await total(id, categoria.contexto), categoria.caminho).toBe(1);
    }
  });

  it('aceita PNG e JPEG só nas fotos; recusa PNG com nome .pdf pelos bytes', async () => {
    const id = await criarProposta(app, dono);
    expect((await enviarArquivo(app, dono, id, 'fotos', PNG, 'a.png')).statusCode).toBe(200);
    expect((await enviarArquivo(app, dono, id, 'fotos', JPEG, 'b.jpg')).statusCode).toBe(200);
    const falso = await enviarArquivo(
      app,
      dono,
      id,
      'documentosentregues/portfolios',
      PNG,
      'portfolio.pdf',
    );
    expect(falso.statusCode).toBe(400);
    expect(falso.json().message).toBe('O arquivo portfolio.pdf não é do tipo permitido!');
    const texto = await enviarArquivo(app, dono, id, 'fotos', Buffer.from('oi'), 'foto.png');
    expect(texto.json().message).toBe('O arquivo foto.png não é do tipo permitido!');
  });

  it('recusa 2.097.153 bytes com 413 e aceita 2.097.152', async () => {
    const id = await criarProposta(app, dono);
    const grande = await enviarArquivo(app, dono, id, 'fotos', pdfDeTamanho(2_097_153), 'g.pdf');
    expect(grande.statusCode).toBe(413);
    expect(grande.json().message).toBe('O arquivo g.pdf é maior que 2MB!');
    const limite = await enviarArquivo(app, dono, id, 'fotos', pdfDeTamanho(2_097_152), 'l.pdf');
    expect(limite.statusCode).toBe(200);
  });

  it('recusa o 11º arquivo de uma categoria com 409, sem afetar as outras', async () => {
    const id = await criarProposta(app, dono);
    for (let i = 1; i <= 10; i++) {
      expect((await enviarArquivo(app, dono, id, 'fotos', PNG, `f${i}.png`)).statusCode).toBe(200);
    }
    const decimoPrimeiro = await enviarArquivo(app, dono, id, 'fotos', PNG, 'f11.png');
    expect(decimoPrimeiro.statusCode).toBe(409);
    expect(decimoPrimeiro.json()).toEqual({
      message: 'Permitido apenas 10 arquivos por categoria!',
    });
    expect(await total(id, 10)).toBe(10);
    const outra = await enviarArquivo(app, dono, id, 'historicosolucao/certificacoes', PDF);
    expect(outra.statusCode).toBe(200);
  });

  it('dois envios simultâneos com 9 arquivos não passam de 10', async () => {
    const id = await criarProposta(app, dono);
    for (let i = 1; i <= 9; i++) await enviarArquivo(app, dono, id, 'fotos', PNG, `f${i}.png`);
    const respostas = await Promise.all(
      [1, 2, 3].map((i) => enviarArquivo(app, dono, id, 'fotos', PNG, `paralelo${i}.png`)),
    );
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await total(id, 10)).toBe(10);
  });

  it('limpa o nome e guarda o conteúdo à parte dos metadados', async () => {
    const id = await criarProposta(app, dono);
    const response = await enviarArquivo(app, dono, id, 'fotos', PNG, 'C:\\fotos\\praça\u202E.png');
    const arquivoId = response.json().idCriadoGuid;
    const [meta] = await app.db.select().from(arquivo).where(eq(arquivo.id, arquivoId));
    expect(meta).toMatchObject({
      nomeOriginal: 'praça.png',
      tipo: 'image/png',
      tamanho: PNG.length,
    });
    expect((await app.fileStorage.read(arquivoId))?.equals(PNG)).toBe(true);
  });

  it('recusa com 409 o envio depois do status 1', async () => {
    const id = await criarProposta(app, dono);
    await definirStatus(app, id, 2);
    const response = await enviarArquivo(app, dono, id, 'fotos', PNG, 'tarde.png');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'A solução já foi enviada para avaliação e não pode mais ser alterada.',
    );
  });

  it('a forma genérica por contexto faz o mesmo e recusa contexto desconhecido', async () => {
    const id = await criarProposta(app, dono);
    const envio = (contexto: string, bytes: Buffer) =>
      injectAs(app, dono, {
        method: 'POST',
        url: `/api/fileindexer/proposta/${id}/${contexto}`,
        payload: arquivoPayload(bytes, 'x.pdf'),
      });
    expect((await envio('4', PDF)).statusCode).toBe(200);
    expect(await total(id, 4)).toBe(1);
    expect((await envio('4', PNG)).statusCode).toBe(400);
    expect((await envio('11', PDF)).statusCode).toBe(400);
    expect((await envio('13', PDF)).statusCode).toBe(400);
  });
});

describe('leitura dos arquivos da proposta', () => {
  it('lista metadados, entrega por contexto com conteúdo e um arquivo pelo id', async () => {
    const id = await criarProposta(app, dono);
    const fotoId = (await enviarArquivo(app, dono, id, 'fotos', PNG, 'foto.png')).json()
      .idCriadoGuid;
    await enviarArquivo(app, dono, id, 'documentosentregues/outros', PDF, 'outro.pdf');

    const lista = await get(`/api/fileindexer/proposta/${id}`);
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toEqual([
      {
        id: fotoId,
        nomeOriginal: 'foto.png',
        contexto: 10,
        tipoDoArquivo: 5,
        tipo: 'image/png',
        tamanho: PNG.length,
        dataHoraInclusao: expect.any(String),
      },
      expect.objectContaining({ nomeOriginal: 'outro.pdf', contexto: 3, tipoDoArquivo: 4 }),
    ]);
    expect(lista.body).not.toContain('conteudo');

    const fotos = (await get(`/api/fileindexer/proposta/${id}/10`)).json();
    expect(fotos).toHaveLength(1);
    expect(Buffer.from(fotos[0].conteudo, 'base64').equals(PNG)).toBe(true);
    expect((await get(`/api/fileindexer/proposta/${id}/12`)).json()).toEqual([]);

    const um = await get(`/api/fileindexer/${id}/${fotoId}`);
    expect(um.json()).toEqual({
      id: fotoId,
      nomeOriginal: 'foto.png',
      conteudo: PNG.toString('base64'),
      tipo: 'image/png',
      contexto: 10,
    });
  });

  it('as rotas fixas vencem o parâmetro: /proposta/:id e /empresa/:id continuam listas', async () => {
    const id = await criarProposta(app, dono);
    expect(Array.isArray((await get(`/api/fileindexer/proposta/${id}`)).json())).toBe(true);
    expect(Array.isArray((await get(`/api/fileindexer/empresa/${dono.empresaId}`)).json())).toBe(
      true,
    );
    const invalido = await get(`/api/fileindexer/${id}/nao-guid`);
    expect(invalido.statusCode).toBe(400);
  });
});
