import { escaparHtml } from '../../http/escapar-html.ts';
import type { MetaPagina } from './paginas.ts';

// Share cards show about two lines; a longer text is cut at a word, not mid-word.
const MAXIMO_DESCRICAO = 200;

export function resumir(texto: string, maximo = MAXIMO_DESCRICAO): string {
  const limpo = texto.replace(/\s+/g, ' ').trim();
  if (limpo.length <= maximo) return limpo;
  const corte = limpo.slice(0, maximo - 1);
  const espaco = corte.lastIndexOf(' ');
  return `${(espaco > maximo / 2 ? corte.slice(0, espaco) : corte).replace(/[\s,.;:]+$/, '')}…`;
}

/** Tags of the built page that each route replaces with its own. */
const SUBSTITUIDAS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name=["'](?:description|robots)["'][^>]*>\s*/gi,
  /<meta\s+(?:property|name)=["'](?:og|twitter):[^"']*["'][^>]*>\s*/gi,
  /<link\s+rel=["']canonical["'][^>]*>\s*/gi,
];

const meta = (atributo: 'name' | 'property', nome: string, valor: string) =>
  `<meta ${atributo}="${nome}" content="${escaparHtml(valor)}" />`;

/** Title, description, canonical link, Open Graph and Twitter card of one page. */
export function tagsDaPagina(pagina: MetaPagina, publicUrl: string, siteNome: string): string {
  const url = `${publicUrl}${pagina.caminho}`;
  const imagem = `${publicUrl}/og-imagem.png`;
  const descricao = resumir(pagina.descricao);
  return [
    `<title>${escaparHtml(pagina.titulo)}</title>`,
    meta('name', 'description', descricao),
    pagina.indexavel
      ? `<link rel="canonical" href="${escaparHtml(url)}" />`
      : meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', siteNome),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:type', pagina.tipo),
    meta('property', 'og:title', pagina.titulo),
    meta('property', 'og:description', descricao),
    meta('property', 'og:url', url),
    meta('property', 'og:image', imagem),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', siteNome),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', pagina.titulo),
    meta('name', 'twitter:description', descricao),
    meta('name', 'twitter:image', imagem),
  ].join('\n    ');
}

/** Adds tags at the end of <head> (or at the start, for a page without one). */
function inserirNoHead(html: string, tags: string): string {
  const fimHead = html.search(/<\/head>/i);
  return fimHead === -1
    ? `${tags}\n${html}`
    : `${html.slice(0, fimHead)}  ${tags}\n  ${html.slice(fimHead)}`;
}

/** The built index.html with the page's tags in place of the generic ones. */
export const injetarTags = (html: string, tags: string): string =>
  inserirNoHead(
    SUBSTITUIDAS.reduce((texto, padrao) => texto.replace(padrao, ''), html),
    tags,
  );

/** Private or unknown pages keep the generic tags and ask search engines to stay away. */
export const injetarNaoIndexar = (html: string): string =>
  inserirNoHead(
    html.replace(/<meta\s+name=["']robots["'][^>]*>\s*/gi, ''),
    meta('name', 'robots', 'noindex'),
  );

/**
 * The page with VLibras's loader (apps/web/public/vlibras.js), deferred so it never holds the
 * page's first paint; the loader fetches the widget from vlibras.gov.br.
 */
export const injetarVLibras = (html: string): string =>
  inserirNoHead(html, '<script src="/vlibras.js" defer></script>');
