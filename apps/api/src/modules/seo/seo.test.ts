import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCompanyUser } from '../../../test/fixtures.ts';
import { criarProposta, definirStatus } from '../../../test/fixtures-proposta.ts';
import { solucaoPublicada } from '../../../test/fixtures-repositorio.ts';
import { buildTestApp, tempDir } from '../../../test/helper.ts';

// The shape Vite builds: a description spread over lines, a title, the app's script.
const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Descrição genérica do portal."
    />
    <title>Cidades Inteligentes | Governo do Estado de São Paulo</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const PUBLIC_URL = 'https://cidades.sp.gov.br';
let app: FastifyInstance;
let publicada: string;
let rascunho: string;

const pagina = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body, headers: response.headers };
};
const tag = (html: string, atributo: string, nome: string) =>
  new RegExp(`<meta ${atributo}="${nome}" content="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  const webDist = await tempDir();
  await writeFile(join(webDist, 'index.html'), INDEX);
  app = await buildTestApp({ webDist, publicUrl: PUBLIC_URL });
  const empresa = await signedInCompanyUser(app);
  publicada = await solucaoPublicada(app, empresa, {
    titulo: 'Semáforos <inteligentes> & "conectados"',
    descricao: 'Controle adaptativo de tráfego com sensores de fluxo.',
  });
  rascunho = await criarProposta(app, empresa);
  await definirStatus(app, rascunho, 9);
});
afterAll(() => app.close());

describe('título, descrição e cartão de compartilhamento', () => {
  it('a página inicial tem suas tags, uma vez cada, com endereços absolutos', async () => {
    const { status, html } = await pagina('/');
    expect(status).toBe(200);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Cidades Inteligentes | Governo do Estado de São Paulo</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(tag(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/`);
    expect(tag(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/og-imagem.png`);
    expect(tag(html, 'property', 'og:locale')).toBe('pt_BR');
    expect(tag(html, 'property', 'og:site_name')).toBe('Cidades Inteligentes');
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  it('cada página pública tem título próprio; /home aponta para /', async () => {
    expect((await pagina('/sobre')).html).toContain(
      '<title>Sobre a chamada | Cidades Inteligentes',
    );
    expect((await pagina('/municipios/')).html).toContain(`href="${PUBLIC_URL}/municipios"`);
    expect((await pagina('/home')).html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/" />`,
    );
    const eixo = (await pagina('/solutions?eixo=3')).html;
    expect(eixo).toContain('<title>Soluções — Mobilidade Urbana | Cidades Inteligentes</title>');
    expect(eixo).toContain(`href="${PUBLIC_URL}/solutions?eixo=3"`);
  });

  it('uma solução publicada leva seu título e descrição, escapados', async () => {
    const { status, html, headers } = await pagina(`/solutions/${publicada}`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    const titulo =
      'Semáforos &lt;inteligentes&gt; &amp; &quot;conectados&quot; | Cidades Inteligentes';
    expect(html).toContain(`<title>${titulo}</title>`);
    expect(tag(html, 'property', 'og:title')).toBe(titulo);
    expect(tag(html, 'property', 'og:type')).toBe('article');
    expect(tag(html, 'name', 'description')).toBe(
      'Controle adaptativo de tráfego com sensores de fluxo.',
    );
    expect(html).not.toContain('<inteligentes>');
  });

  it('uma solução não publicada ou desconhecida é 404, ainda com a aplicação', async () => {
    for (const id of [rascunho, '00000000-0000-4000-8000-000000000000', 'qualquer']) {
      const { status, html } = await pagina(`/solutions/${id}`);
      expect(status, id).toBe(404);
      expect(html, id).toContain('<div id="root"></div>');
      expect(html, id).toContain('<meta name="robots" content="noindex" />');
      expect(html, id).not.toContain('Semáforos');
    }
  });

  it('áreas com login ficam fora dos buscadores e mantêm as tags genéricas', async () => {
    const { status, html } = await pagina('/painel/propostas');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>Cidades Inteligentes | Governo do Estado de São Paulo</title>');
    expect(html).not.toContain('og:title');
  });
});

describe('sitemap.xml e robots.txt', () => {
  it('o sitemap lista as páginas públicas e só as soluções publicadas', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const caminho of [
      '/',
      '/sobre',
      '/fornecedores',
      '/municipios',
      '/solutions',
      '/estatisticas',
      '/acessibilidade',
      '/privacidade',
    ]) {
      expect(response.body).toContain(`<loc>${PUBLIC_URL}${caminho}</loc>`);
    }
    expect(response.body).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/solutions/${publicada}</loc><lastmod>\\d{4}-`),
    );
    expect(response.body).not.toContain(rascunho);
  });

  it('o robots.txt deixa de fora as áreas com login e aponta o sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const linhas = response.body.split('\n');
    expect(linhas).toContain('Allow: /');
    for (const caminho of ['/painel', '/ipt', '/api', '/login', '/senha', '/register', '/logout']) {
      expect(linhas).toContain(`Disallow: ${caminho}`);
    }
    expect(linhas).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
