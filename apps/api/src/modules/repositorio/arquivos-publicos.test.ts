import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXTO_ARQUIVO } from '@portal/domain';
import { arquivo } from '../../infra/db/schema.ts';
import { injectAs } from '../../../test/fixtures.ts';
import { adminDeTeste, signedInAdmin, signedInStaff } from '../../../test/fixtures-equipe.ts';
import { PDF, PNG } from '../../../test/fixtures-proposta.ts';
import { solucaoComArquivos } from '../../../test/fixtures-repositorio.ts';
import { buildTestApp } from '../../../test/helper.ts';

const ADMIN = adminDeTeste();
let app: FastifyInstance;
let id: string;
let arquivos: Record<string, string>;

const get = (url: string) => app.inject({ method: 'GET', url });

beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
  ({ id, arquivos } = await solucaoComArquivos(app, PNG));
});
afterAll(() => app.close());

describe('arquivos públicos marcados pelo administrador', () => {
  const marcar = async (arquivoId: string, publico: boolean) =>
    injectAs(app, await signedInAdmin(app, ADMIN), {
      method: 'POST',
      url: `/api/fileindexer/arquivo/${arquivoId}/publico`,
      payload: { publico },
    });

  it('publica um anexo, que passa a constar na página e a ser baixado', async () => {
    const response = await marcar(arquivos['portfolio.pdf']!, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: true,
      message: 'O arquivo agora aparece na página pública da solução.',
    });
    const detalhe = (await get(`/api/solucoes/${id}`)).json();
    expect(detalhe.arquivosPublicos).toEqual([
      {
        id: arquivos['portfolio.pdf'],
        nomeOriginal: 'portfolio.pdf',
        url: `/api/solucoes/${id}/arquivos/${arquivos['portfolio.pdf']}`,
      },
    ]);
    const arquivo = await get(detalhe.arquivosPublicos[0].url);
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toBe('application/pdf');
    expect(arquivo.headers['content-disposition']).toMatch(/^attachment; filename="portfolio.pdf"/);
    expect(arquivo.rawPayload.equals(PDF)).toBe(true);
  });

  it('publica o PDF assinado só por escolha, e despublica', async () => {
    expect((await marcar(arquivos['assinado.pdf']!, true)).statusCode).toBe(200);
    expect((await get(`/api/solucoes/${id}/arquivos/${arquivos['assinado.pdf']}`)).statusCode).toBe(
      200,
    );
    const oculto = await marcar(arquivos['assinado.pdf']!, false);
    expect(oculto.json().message).toBe(
      'O arquivo deixou de aparecer na página pública da solução.',
    );
    expect((await get(`/api/solucoes/${id}/arquivos/${arquivos['assinado.pdf']}`)).statusCode).toBe(
      404,
    );
  });

  it('lista os anexos com a marca; recusa o comprovante de CNPJ e o PDF gerado', async () => {
    const admin = await signedInAdmin(app, ADMIN);
    const lista = await injectAs(app, admin, {
      method: 'GET',
      url: `/api/fileindexer/proposta/${id}/publicacao`,
    });
    expect(lista.statusCode).toBe(200);
    expect(lista.json().map((a: { nomeOriginal: string }) => a.nomeOriginal)).toEqual([
      'portfolio.pdf',
      'fachada.png',
      'rua.jpg',
      'folder.pdf',
      'assinado.pdf',
    ]);
    expect(lista.json()[0]).toEqual({
      id: arquivos['portfolio.pdf'],
      nomeOriginal: 'portfolio.pdf',
      contexto: 4,
      tipo: 'application/pdf',
      publico: true,
      podeSerPublico: true,
    });
    const [prova] = await app.db
      .select({ id: arquivo.id })
      .from(arquivo)
      .where(eq(arquivo.contexto, CONTEXTO_ARQUIVO.PROVA_CNPJ));
    // The generated form, as the PDF job leaves it.
    const gerado = randomUUID();
    await app.db.insert(arquivo).values({
      ...{ id: gerado, nomeOriginal: 'gerado.pdf', tipoDoArquivo: 4, tipo: 'application/pdf' },
      ...{ tamanho: PDF.length, contexto: CONTEXTO_ARQUIVO.PDF_GERADO, propostaId: id },
    });
    for (const arquivoId of [prova!.id, gerado]) {
      const recusa = await marcar(arquivoId, true);
      expect(recusa.statusCode).toBe(409);
      expect(recusa.json().message).toBe('Este arquivo não pode ser publicado.');
    }
    const desconhecido = await marcar('00000000-0000-4000-8000-000000000000', true);
    expect(desconhecido.statusCode).toBe(404);
  });

  it('uma solução que deixa o status 10 leva junto fotos e anexos', async () => {
    const analista = await signedInStaff(app, 4);
    await injectAs(app, analista, {
      method: 'POST',
      url: '/api/proposta/status',
      payload: { idProposta: id, idStatusProposta: 9 },
    });
    expect((await get(`/api/solucoes/${id}/fotos/${arquivos['fachada.png']}`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/solucoes/${id}/arquivos/${arquivos['portfolio.pdf']}`)).statusCode,
    ).toBe(404);
  });
});
