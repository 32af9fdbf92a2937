import type { Database } from '../../infra/db/client.ts';
import { escaparHtml } from '../../http/escapar-html.ts';
import { guidParam } from '../../http/params.ts';
import { repositoriosEm } from '../repositorios.ts';
import {
  CAMINHOS_SITEMAP,
  META_SOLUCAO_AUSENTE,
  metaCatalogo,
  metaSolucao,
  PAGINAS_PUBLICAS,
  type MetaPagina,
} from './paginas.ts';

/** What the SPA fallback serves for a path: the page's tags, or none for a private page. */
export interface PaginaResolvida {
  status: 200 | 404;
  meta: MetaPagina | null;
}

const SOLUCAO = /^\/solutions\/([^/]+)$/;

// Paths a search engine must not list (robots.txt); the API answers JSON nobody should index,
// except the programme's PDFs, which people search for by name.
const FORA_DOS_BUSCADORES = ['/painel', '/ipt', '/api', '/login', '/senha', '/register', '/logout'];

/** A public address, and when it last changed when known (a solution: its publication). */
export interface PaginaDoSitemap {
  caminho: string;
  lastmod: Date | null;
}

/** Titles, descriptions and share cards of the public pages; the sitemap and robots.txt. */
export function createSeoService(db: Database, publicUrl: string) {
  const solucoes = repositoriosEm(db).repositorio;

  /** The portal's public pages, once each: the fixed ones, then the solutions, newest first. */
  async function paginas(): Promise<PaginaDoSitemap[]> {
    const publicadas = await solucoes.listarParaSitemap();
    const recente = publicadas[0]?.publicadaEm ?? null;
    return [
      ...CAMINHOS_SITEMAP.map((caminho) => ({
        caminho,
        lastmod: caminho === '/solutions' ? recente : null,
      })),
      ...publicadas.map((s) => ({ caminho: `/solutions/${s.id}`, lastmod: s.publicadaEm })),
    ];
  }

  return {
    /**
     * The public pages get their own tags; a published solution its title and description; an
     * unpublished or unknown solution a 404 (the SPA still renders its "not found" screen).
     */
    async resolver(caminho: string, query: URLSearchParams): Promise<PaginaResolvida> {
      const path = caminho.length > 1 ? caminho.replace(/\/+$/, '') : caminho;
      if (path === '/solutions') return { status: 200, meta: metaCatalogo(query.get('eixo')) };
      const fixa = PAGINAS_PUBLICAS[path];
      if (fixa) return { status: 200, meta: fixa };
      const id = SOLUCAO.exec(path)?.[1];
      if (id === undefined) return { status: 200, meta: null };
      const valido = guidParam.safeParse(id);
      const linha = valido.success ? await solucoes.findPublicada(valido.data) : null;
      return linha
        ? { status: 200, meta: metaSolucao(linha.id, linha.titulo, linha.descricao) }
        : { status: 404, meta: META_SOLUCAO_AUSENTE };
    },

    paginas,

    async sitemap(): Promise<string> {
      const url = ({ caminho, lastmod }: PaginaDoSitemap) =>
        `  <url><loc>${escaparHtml(`${publicUrl}${caminho}`)}</loc>` +
        (lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '') +
        '</url>';
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...(await paginas()).map(url),
        '</urlset>',
        '',
      ].join('\n');
    },

    robots(): string {
      return [
        'User-agent: *',
        'Allow: /',
        'Allow: /api/documentos/',
        ...FORA_DOS_BUSCADORES.map((caminho) => `Disallow: ${caminho}`),
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
