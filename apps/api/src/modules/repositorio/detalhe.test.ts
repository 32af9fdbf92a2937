import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCompanyUser } from '../../../test/fixtures.ts';
import {
  criarProposta,
  enviarArquivo,
  JPEG,
  novaProposta,
} from '../../../test/fixtures-proposta.ts';
import { PNG } from '../../../test/fixtures-proposta.ts';
import { buscarSolucoes, solucaoComArquivos } from '../../../test/fixtures-repositorio.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let id: string;
let arquivos: Record<string, string>;

const get = (url: string) => app.inject({ method: 'GET', url });

beforeAll(async () => {
  app = await buildTestApp();
  ({ id, arquivos } = await solucaoComArquivos(app, PNG));
});
afterAll(() => app.close());

describe('página pública de uma solução', () => {
  it('responde sem sessão com os campos públicos e as fotos', async () => {
    const response = await get(`/api/solucoes/${id}`);
    expect(response.statusCode).toBe(200);
    const esperada = novaProposta();
    expect(response.json()).toEqual({
      id,
      titulo: 'Semáforo que conversa',
      descricao: esperada.descricao,
      keyWords: esperada.keyWords,
      destino: {
        destino: 3,
        eixoDescricao: 'Mobilidade Urbana',
        indiceDetalhe: 24,
        capacidadeDescricao: 'Semáforos Inteligentes',
        destinoOutro: null,
      },
      descricaoTecnicaSolucao: { ...esperada.descricaoTecnicaSolucao, modalidadeContratacao: null },
      justificativa: esperada.justificativa,
      historicoSolucao: { ...esperada.historicoSolucao, entidadeResponsavelValidacao: null },
      suporteSolucao: { ...esperada.suporteSolucao, saaS: null, mtbf: null },
      empresa: { nome: 'Cidade Viva', webSite: 'https://cidadeviva.com.br' },
      fotos: [
        {
          id: arquivos['fachada.png'],
          url: `/api/solucoes/${id}/fotos/${arquivos['fachada.png']}`,
          nomeOriginal: 'fachada.png',
        },
        {
          id: arquivos['rua.jpg'],
          url: `/api/solucoes/${id}/fotos/${arquivos['rua.jpg']}`,
          nomeOriginal: 'rua.jpg',
        },
      ],
      arquivosPublicos: [],
      // Published straight from status 1: no opinion to tell.
      parecer: null,
      // The text names 'Campinas e Sorocaba'; the page lists what the portal recognised in it.
      municipiosImplantada: [
        { codigoIbge: 3509502, nome: 'Campinas', uf: 'SP' },
        { codigoIbge: 3552205, nome: 'Sorocaba', uf: 'SP' },
      ],
      publicadaEm: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('mostra a primeira foto no cartão do catálogo', async () => {
    const [cartao] = (await buscarSolucoes(app)).itens;
    expect(cartao?.foto).toEqual({ url: `/api/solucoes/${id}/fotos/${arquivos['fachada.png']}` });
  });

  it('serve a foto com cache público, e só imagens do contexto de fotos', async () => {
    const foto = await get(`/api/solucoes/${id}/fotos/${arquivos['fachada.png']}`);
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toBe('image/png');
    expect(foto.headers['cache-control']).toBe('public, max-age=300');
    expect(foto.headers['content-disposition']).toMatch(/^inline; filename="fachada.png"/);
    expect(foto.rawPayload.equals(PNG)).toBe(true);
    expect((await get(`/api/solucoes/${id}/fotos/${arquivos['rua.jpg']}`)).statusCode).toBe(200);
    for (const nome of ['folder.pdf', 'portfolio.pdf', 'assinado.pdf']) {
      expect((await get(`/api/solucoes/${id}/fotos/${arquivos[nome]}`)).statusCode, nome).toBe(404);
    }
  });

  it('não serve anexos nem o PDF assinado enquanto ninguém os publica', async () => {
    for (const nome of ['portfolio.pdf', 'assinado.pdf', 'folder.pdf']) {
      const response = await get(`/api/solucoes/${id}/arquivos/${arquivos[nome]}`);
      expect(response.statusCode, nome).toBe(404);
    }
  });

  it('não serve fotos de uma solução não publicada, nem por id de outra', async () => {
    const empresa = await signedInCompanyUser(app);
    const rascunho = await criarProposta(app, empresa);
    const fotoId = (await enviarArquivo(app, empresa, rascunho, 'fotos', JPEG, 'x.jpg')).json()
      .idCriadoGuid;
    expect((await get(`/api/solucoes/${rascunho}/fotos/${fotoId}`)).statusCode).toBe(404);
    expect((await get(`/api/solucoes/${id}/fotos/${fotoId}`)).statusCode).toBe(404);
    expect((await get(`/api/solucoes/${id}/fotos/nao-e-id`)).statusCode).toBe(404);
  });
});
