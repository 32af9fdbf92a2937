import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { olhadaPeriodica } from '../../infra/olhada-periodica.ts';

/** What apps/web/src/app/entry-server.tsx exports (the web build's dist-ssr/entry-server.js). */
interface ModuloRenderizacao {
  renderizarPagina(
    url: string,
    origem: string,
    transporte: (caminho: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; estado: string } | null>;
  /** Whether the web router has a page at the path (not its catch-all "not found"). */
  rotaExiste(caminho: string): boolean;
}

export interface PaginaRenderizada {
  html: string;
  estado: string;
}

/**
 * What a rendered page is current for: the public version it was rendered at, the server bundle
 * that rendered it, and the next instant of the calendar it read, when its phase turns with no
 * write at all ("inscrições abertas até…" becomes "encerradas").
 */
export interface Marca {
  versao: number;
  modulo: number | null;
  validaAte: number;
  /** The last instant of the calendar already passed (ms; 0 for none): the phase's start. */
  desde: number;
}

// How long a rebuilt server bundle may go unnoticed; looking at every page view would cost a
// system call per request for an event that happens once per deploy.
const RECHECK_MS = 2_000;

const CALENDARIO = /^\/api\/calendario(\?|$)/;

/** Around `agora`, the calendar's instants in its answer: when the phase shown began and turns. */
function viradas(corpo: string, agora: number): { desde: number; validaAte: number } {
  const limites = { desde: 0, validaAte: Infinity };
  try {
    for (const valor of Object.values(JSON.parse(corpo) as Record<string, unknown>)) {
      const instante = typeof valor === 'string' ? Date.parse(valor) : NaN;
      if (instante > agora) limites.validaAte = Math.min(limites.validaAte, instante);
      else if (instante <= agora) limites.desde = Math.max(limites.desde, instante);
    }
  } catch {
    // Not JSON (an error page): nothing to wait for.
  }
  return limites;
}

/**
 * The public pages rendered on the server, so they arrive with their content in the HTML.
 * Rendering a page costs tens of milliseconds of CPU, so the caller keeps each page with its
 * `Marca` and serves it while `atual` says so: the public version (migrations/0031, bumped by
 * the database on every change a public page shows, seen by every instance within two seconds),
 * the same server bundle and, for a page that read the calendar, a phase not yet turned. Checking
 * costs no query. Without the web build's server bundle (or if rendering fails) the page goes out
 * as the empty shell, which the browser renders as before.
 */
export function criarPaginasRenderizadas(app: FastifyInstance, dirSsr: string) {
  const entrada = join(dirSsr, 'entry-server.js');
  const log: FastifyBaseLogger = app.log.child({ modulo: 'renderizacao' });
  // The renders under way. The web app keeps one transport for all its renders (a module's
  // global), so a calendar read cannot tell which render asked: it counts for every render under
  // way. A page that did not read the calendar may then be rendered again when the phase turns,
  // never the reverse. An AsyncLocalStorage would tell them apart, but on Node 20 and 22 a store
  // once used turns on async hooks for the whole process, and every request's promises pay.
  const emCurso = new Set<{ desde: number; validaAte: number }>();
  let modulo: { mtimeMs: number; carregado: Promise<ModuloRenderizacao> } | null = null;
  // The bundle's modification time (null: no bundle).
  const bundle = olhadaPeriodica(app.clock, RECHECK_MS, () =>
    stat(entrada).then(
      (s) => s.mtimeMs,
      () => null,
    ),
  );

  /** The server bundle, imported again when a new build replaces it. */
  async function carregar(mtimeMs: number | null): Promise<ModuloRenderizacao | null> {
    if (mtimeMs === null) return null;
    if (modulo?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(entrada).href}?v=${mtimeMs}`;
      modulo = { mtimeMs, carregado: import(url) as Promise<ModuloRenderizacao> };
    }
    return modulo.carregado;
  }

  /** How the page's queries reach the API while it renders: the server's own routes. */
  async function transporte(caminho: string, init: RequestInit): Promise<Response> {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`Só leituras ao renderizar: ${caminho}`);
    const resposta = await app.inject({
      method: 'GET',
      url: caminho,
      headers: { accept: 'application/json' },
    });
    if (CALENDARIO.test(caminho)) {
      const { desde, validaAte } = viradas(resposta.body, app.clock.now().getTime());
      for (const render of emCurso) {
        render.desde = Math.max(render.desde, desde);
        render.validaAte = Math.min(render.validaAte, validaAte);
      }
    }
    return new Response(resposta.body, {
      status: resposta.statusCode,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }

  return {
    /** Whether the web app has a page at `caminho`; null without the server bundle to ask. */
    async rotaExiste(caminho: string): Promise<boolean | null> {
      try {
        return (await carregar(await bundle.olhar()))?.rotaExiste(caminho) ?? null;
      } catch (erro) {
        log.error({ err: erro }, 'falha ao consultar as rotas do aplicativo');
        return null;
      }
    },

    /**
     * Whether a page rendered with `marca` is still what rendering it now would give, by what is
     * known now, with no wait: false also while a look at the server bundle is due or under way.
     */
    atual: (marca: Marca): boolean =>
      marca.versao === app.versaoPublica.atual() &&
      app.clock.now().getTime() < marca.validaAte &&
      bundle.agora()?.valor === marca.modulo,

    /** Takes the look at the server bundle when one is due, for `atual` to answer by. */
    async conferir(): Promise<void> {
      await bundle.olhar();
    },

    /**
     * The page at `url` (path and query) as `origem` sees it (null: send the shell), and what it
     * is current for; no `marca` when rendering failed, so the next visit tries again. `versao`
     * is the public version read before anything the page shows was read.
     */
    async renderizar(
      url: string,
      origem: string,
      versao: number,
    ): Promise<{ pagina: PaginaRenderizada | null; marca: Marca | null }> {
      try {
        const mtimeMs = await bundle.olhar();
        const renderizador = await carregar(mtimeMs);
        const render = { desde: 0, validaAte: Infinity };
        let pagina: PaginaRenderizada | null = null;
        if (renderizador) {
          emCurso.add(render);
          try {
            pagina = await renderizador.renderizarPagina(`${origem}${url}`, origem, transporte);
          } finally {
            emCurso.delete(render);
          }
        }
        return { pagina, marca: { versao, modulo: mtimeMs, ...render } };
      } catch (erro) {
        // The shell still works: the browser renders the page itself.
        log.error({ err: erro }, 'falha ao renderizar a página no servidor');
        return { pagina: null, marca: null };
      }
    },
  };
}
