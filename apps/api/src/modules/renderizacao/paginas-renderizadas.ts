import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

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

/** One API answer a page was rendered from. */
interface Fonte {
  caminho: string;
  status: number;
  corpo: string;
}

interface Guardada {
  pagina: PaginaRenderizada;
  caminhos: string[];
  assinatura: string;
}

// Pages kept rendered: the fixed public pages, the catalogue's filters and the solutions most
// looked at; any other is rendered again when asked for.
const MAXIMO_GUARDADAS = 300;

const assinar = (fontes: readonly Fonte[]) => {
  const hash = createHash('sha256');
  for (const { caminho, status, corpo } of fontes) hash.update(`${caminho}\n${status}\n${corpo}\n`);
  return hash.digest('base64url');
};

/**
 * The public pages rendered on the server, so they arrive with their content in the
 * HTML. Rendering a page costs tens of milliseconds of CPU; asking the API for the answers it
 * was made from costs a few. So each rendered page is kept with the addresses it read and a hash
 * of their answers: a visit asks those addresses again (through the API itself, no network) and
 * gets the kept page while every answer is the same. A solution published, a document replaced,
 * the calendar's phase turning: the answer changes, the page is rendered again, on each instance
 * alike, with no invalidation to remember. Without the web build's server bundle (or if
 * rendering fails) the page goes out as the empty shell, which the browser renders as before.
 */
export function criarPaginasRenderizadas(app: FastifyInstance, dirSsr: string) {
  const entrada = join(dirSsr, 'entry-server.js');
  const log: FastifyBaseLogger = app.log.child({ modulo: 'renderizacao' });
  const leituras = new AsyncLocalStorage<Fonte[]>();
  const guardadas = new Map<string, Guardada>();
  let modulo: { mtimeMs: number; carregado: Promise<ModuloRenderizacao> } | null = null;

  /** The server bundle, imported again when a new build replaces it. */
  async function carregar(): Promise<ModuloRenderizacao | null> {
    const mtimeMs = await stat(entrada).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    if (modulo?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(entrada).href}?v=${mtimeMs}`;
      modulo = { mtimeMs, carregado: import(url) as Promise<ModuloRenderizacao> };
      guardadas.clear();
    }
    return modulo.carregado;
  }

  async function ler(caminho: string): Promise<Fonte> {
    const resposta = await app.inject({
      method: 'GET',
      url: caminho,
      headers: { accept: 'application/json' },
    });
    return { caminho, status: resposta.statusCode, corpo: resposta.body };
  }

  /** How the page's queries reach the API while it renders: recorded, for the hash. */
  async function transporte(caminho: string, init: RequestInit): Promise<Response> {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`Só leituras ao renderizar: ${caminho}`);
    const fonte = await ler(caminho);
    leituras.getStore()?.push(fonte);
    return new Response(fonte.corpo, {
      status: fonte.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }

  async function atual(chave: string): Promise<PaginaRenderizada | null> {
    const guardada = guardadas.get(chave);
    if (!guardada) return null;
    const fontes = await Promise.all(guardada.caminhos.map(ler));
    if (assinar(fontes) !== guardada.assinatura) return null;
    // Most recently used last: the oldest is the first out.
    guardadas.delete(chave);
    guardadas.set(chave, guardada);
    return guardada.pagina;
  }

  return {
    /** Whether the web app has a page at `caminho`; null without the server bundle to ask. */
    async rotaExiste(caminho: string): Promise<boolean | null> {
      try {
        return (await carregar())?.rotaExiste(caminho) ?? null;
      } catch (erro) {
        log.error({ err: erro }, 'falha ao consultar as rotas do aplicativo');
        return null;
      }
    },

    /** The page at `url` (path and query) as `origem` sees it, or null to send the shell. */
    async renderizar(url: string, origem: string): Promise<PaginaRenderizada | null> {
      try {
        const renderizador = await carregar();
        if (!renderizador) return null;
        const chave = `${origem}${url}`;
        const pronta = await atual(chave);
        if (pronta) return pronta;
        const fontes: Fonte[] = [];
        const pagina = await leituras.run(fontes, () =>
          renderizador.renderizarPagina(`${origem}${url}`, origem, transporte),
        );
        if (!pagina) return null;
        fontes.sort((a, b) => a.caminho.localeCompare(b.caminho));
        if (guardadas.size >= MAXIMO_GUARDADAS) guardadas.delete(guardadas.keys().next().value!);
        guardadas.set(chave, {
          pagina,
          caminhos: fontes.map((f) => f.caminho),
          assinatura: assinar(fontes),
        });
        return pagina;
      } catch (erro) {
        // The shell still works: the browser renders the page itself.
        log.error({ err: erro }, 'falha ao renderizar a página no servidor');
        return null;
      }
    },
  };
}
