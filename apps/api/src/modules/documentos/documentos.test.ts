import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir } from '../../../test/helper.ts';

const PDF = Buffer.from('%PDF-1.4\n%fake\n');

let app: FastifyInstance;
let pasta: string;
beforeAll(async () => {
  const contentDir = await tempDir();
  pasta = join(contentDir, 'documentos');
  await mkdir(pasta);
  const manifest = {
    documentos: [
      { id: 'edital', titulo: 'Edital', arquivo: 'edital.pdf' },
      { id: 'caderno', titulo: 'Caderno técnico', arquivo: 'caderno.pdf' },
    ],
  };
  await writeFile(join(pasta, 'manifest.json'), JSON.stringify(manifest));
  await writeFile(join(pasta, 'edital.pdf'), PDF);
  await writeFile(join(pasta, 'fora-do-manifesto.pdf'), PDF);
  app = await buildTestApp({ contentDir });
});
afterAll(() => app.close());

describe('documentos do programa', () => {
  it('lista o manifesto com url só para os arquivos presentes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/documentos' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 'edital', titulo: 'Edital', url: '/conteudo/documentos/edital.pdf' },
      { id: 'caderno', titulo: 'Caderno técnico', url: null },
    ]);
  });

  it('passa a listar um PDF colocado depois, sem reiniciar', async () => {
    await writeFile(join(pasta, 'caderno.pdf'), PDF);
    const response = await app.inject({ method: 'GET', url: '/api/documentos' });
    expect(response.json()[1].url).toBe('/conteudo/documentos/caderno.pdf');
  });

  it('serve um arquivo do manifesto como PDF', async () => {
    const response = await app.inject({ method: 'GET', url: '/conteudo/documentos/edital.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it('não serve arquivo fora do manifesto nem caminhos com ..', async () => {
    for (const url of [
      '/conteudo/documentos/fora-do-manifesto.pdf',
      '/conteudo/documentos/manifest.json',
      '/conteudo/documentos/..%2Fdocumentos%2Fedital.pdf',
      '/conteudo/documentos/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Recurso não encontrado.' });
    }
  });
});

describe('documentos sem manifesto', () => {
  it('responde lista vazia', async () => {
    const vazio = await buildTestApp({ contentDir: await tempDir() });
    const response = await vazio.inject({ method: 'GET', url: '/api/documentos' });
    await vazio.close();
    expect(response.json()).toEqual([]);
  });
});
