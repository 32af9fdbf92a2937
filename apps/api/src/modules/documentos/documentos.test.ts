import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTOS_PROGRAMA } from '@portal/domain';
import { loadConfig } from '../../infra/config.ts';
import { paginaPublicaVersao } from '../../infra/db/schema-paginas-publicas.ts';
import { buildTestApp, tempDir } from '../../../test/helper.ts';
import { importarDocumentos } from './importacao.ts';

const PDF = Buffer.from('%PDF-1.4\n%edital\n');
const OUTRO_PDF = Buffer.from('%PDF-1.4\n%caderno\n');

let app: FastifyInstance;
let pasta: string;
let contentDir: string;

const listar = async () =>
  (await app.inject({ method: 'GET', url: '/api/documentos' })).json() as {
    id: string;
    url: string | null;
  }[];
const urlDe = async (id: string) => (await listar()).find((d) => d.id === id)?.url;

beforeAll(async () => {
  contentDir = await tempDir();
  pasta = join(contentDir, 'documentos');
  await mkdir(pasta);
  const manifest = {
    documentos: [
      { id: 'edital', titulo: 'Edital', arquivo: 'edital.pdf' },
      { id: 'caderno-tecnico-1', titulo: 'Caderno', arquivo: 'caderno.pdf' },
      { id: 'termo-referencia-1-1', titulo: 'Termo', arquivo: 'termo.pdf' },
      { id: 'fora-do-catalogo', titulo: 'Outro', arquivo: 'outro.pdf' },
    ],
  };
  await writeFile(join(pasta, 'manifest.json'), JSON.stringify(manifest));
  await writeFile(join(pasta, 'edital.pdf'), PDF);
  await writeFile(join(pasta, 'termo.pdf'), 'não sou um PDF');
  await writeFile(join(pasta, 'outro.pdf'), PDF);
  app = await buildTestApp({ contentDir });
});
afterAll(() => app.close());

describe('documentos do programa', () => {
  it('lista o catálogo inteiro, com link só para os importados da pasta', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/documentos' });
    expect(response.statusCode).toBe(200);
    const lista = response.json();
    expect(lista.map((d: { id: string }) => d.id)).toEqual(DOCUMENTOS_PROGRAMA.map((d) => d.id));
    expect(lista[0]).toEqual({
      id: 'edital',
      titulo: 'Edital de convocação para participação no programa',
      url: '/api/documentos/edital/arquivo',
    });
    // Missing file, a file that is not a PDF: shown as "Documento em breve" by the pages.
    expect(await urlDe('caderno-tecnico-1')).toBeNull();
    expect(await urlDe('termo-referencia-1-1')).toBeNull();
  });

  it('serve a versão atual como PDF, com o título como nome e ETag', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/documentos/edital/arquivo' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="Edital de convoca__o para participa__o no programa.pdf"; ' +
        "filename*=UTF-8''Edital%20de%20convoca%C3%A7%C3%A3o%20para%20participa%C3%A7%C3%A3o%20no%20programa.pdf",
    );
    expect(response.rawPayload.equals(PDF)).toBe(true);
    const etag = response.headers.etag as string;
    const deNovo = await app.inject({
      method: 'GET',
      url: '/api/documentos/edital/arquivo',
      headers: { 'if-none-match': etag },
    });
    expect(deNovo.statusCode).toBe(304);
  });

  it('responde 404 a documento sem versão ou fora do catálogo', async () => {
    for (const id of ['caderno-tecnico-1', 'fora-do-catalogo', 'x'.repeat(80)]) {
      const url = `/api/documentos/${id}/arquivo`;
      expect((await app.inject({ method: 'GET', url })).statusCode, id).not.toBe(200);
    }
  });

  it('a pasta é só a carga inicial: não substitui versão existente e é idempotente', async () => {
    await writeFile(join(pasta, 'edital.pdf'), OUTRO_PDF);
    await writeFile(join(pasta, 'caderno.pdf'), OUTRO_PDF);
    expect(await urlDe('caderno-tecnico-1')).toBeNull();
    // What the next start does: a document without a version takes the file, the others stay.
    const importar = () => importarDocumentos(app.db, app.fileStorage, contentDir, app.log);
    await importar();
    await importar();
    expect(await urlDe('caderno-tecnico-1')).toBe('/api/documentos/caderno-tecnico-1/arquivo');
    const edital = await app.inject({ method: 'GET', url: '/api/documentos/edital/arquivo' });
    expect(edital.rawPayload.equals(PDF)).toBe(true);
  });

  it('uma partida que encontra tudo no lugar não muda a versão das páginas públicas', async () => {
    // Another instance starting runs the same import: it must not make every instance render
    // its public pages again.
    const versao = async () =>
      (await app.db.select({ versao: paginaPublicaVersao.versao }).from(paginaPublicaVersao))[0]
        ?.versao;
    const antes = await versao();
    await importarDocumentos(app.db, app.fileStorage, contentDir, app.log);
    expect(await versao()).toBe(antes);
  });

  it('não serve mais a pasta de conteúdo diretamente', async () => {
    const response = await app.inject({ method: 'GET', url: '/conteudo/documentos/edital.pdf' });
    expect(response.statusCode).not.toBe(200);
  });
});

describe('catálogo e manifesto', () => {
  it('o manifesto do repositório lista os documentos do catálogo com os mesmos títulos', async () => {
    const manifesto = JSON.parse(
      await readFile(join(loadConfig({}).contentDir, 'documentos', 'manifest.json'), 'utf8'),
    );
    expect(
      manifesto.documentos.map((d: { id: string; titulo: string }) => [d.id, d.titulo]),
    ).toEqual(DOCUMENTOS_PROGRAMA.map((d) => [d.id, d.titulo]));
  });

  it('com manifesto inválido, parte assim mesmo e lista o catálogo sem links', async () => {
    const contentDir = await tempDir();
    await mkdir(join(contentDir, 'documentos'));
    await writeFile(join(contentDir, 'documentos', 'manifest.json'), '{ "documentos": [ ');
    const quebrado = await buildTestApp({ contentDir });
    const response = await quebrado.inject({ method: 'GET', url: '/api/documentos' });
    await quebrado.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(DOCUMENTOS_PROGRAMA.length);
  });

  it('sem manifesto, lista o catálogo sem links', async () => {
    const vazio = await buildTestApp({ contentDir: await tempDir() });
    const response = await vazio.inject({ method: 'GET', url: '/api/documentos' });
    await vazio.close();
    expect(response.json()).toHaveLength(DOCUMENTOS_PROGRAMA.length);
    expect(response.json().every((d: { url: unknown }) => d.url === null)).toBe(true);
  });
});
