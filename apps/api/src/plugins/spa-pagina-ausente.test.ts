import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebFalso } from '../../test/build-web-falso.ts';
import { buildTestApp } from '../../test/helper.ts';

/**
 * A stand-in for the web build's server bundle: its router knows a few pages, and renders its
 * "not found" page for any other address, as the real one does with its catch-all route.
 */
const MODULO_FALSO = `
const PAGINAS = new Set(['/', '/sobre', '/painel', '/ipt/home']);
export const rotaExiste = (caminho) => PAGINAS.has(caminho);
export async function renderizarPagina(url) {
  const titulo = PAGINAS.has(new URL(url).pathname) ? 'Uma página' : 'Página não encontrada';
  return { html: '<h1>' + titulo + '</h1>', estado: '<script type="application/json" id="estado-inicial">{}</script>' };
}`;

describe('endereço que o aplicativo não tem', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const { webDist } = await buildWebFalso(MODULO_FALSO);
    app = await buildTestApp({ webDist });
  });
  afterAll(() => app.close());

  it.each(['/nao-existe', '/painel/nao-existe', '/ipt/nao-existe'])(
    '%s responde 404 com a página do portal renderizada e fora dos buscadores',
    async (url) => {
      const resposta = await app.inject({ method: 'GET', url });
      expect(resposta.statusCode).toBe(404);
      expect(resposta.headers['content-type']).toContain('text/html');
      expect(resposta.headers['x-robots-tag']).toBe('noindex');
      expect(resposta.body).toContain('<div id="root"><h1>Página não encontrada</h1></div>');
      expect(resposta.body).toContain('<meta name="robots" content="noindex" />');
      expect(resposta.body).toContain(
        '<title>Página não encontrada | Cidades Inteligentes</title>',
      );
    },
  );

  it('as páginas que o aplicativo tem seguem com 200, públicas e restritas', async () => {
    for (const url of ['/', '/sobre', '/painel', '/ipt/home']) {
      const resposta = await app.inject({ method: 'GET', url });
      expect(resposta.statusCode, url).toBe(200);
      expect(resposta.headers['x-robots-tag'], url).toBeUndefined();
    }
  });
});
