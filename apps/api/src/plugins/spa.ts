import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MENSAGENS_HTTP } from '@portal/domain';
import { globalPlugin } from '../http/global-plugin.ts';
import {
  compressaoMaximaConcluida,
  enviarDaMemoria,
  type RespostaEmMemoria,
} from '../http/resposta-em-memoria.ts';
import { enviarPaginaPublica } from '../modules/renderizacao/cache-http.ts';
import { comConteudo, paginasProntas } from '../modules/renderizacao/html-da-pagina.ts';
import {
  criarPaginasRenderizadas,
  type Marca,
} from '../modules/renderizacao/paginas-renderizadas.ts';
import { META_PAGINA_AUSENTE } from '../modules/seo/paginas.ts';
import { indexHtml } from './index-html.ts';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
// What a page is kept for, with the path: its links and share tags carry the address it was
// asked by (behind the proxy, with TRUST_PROXY, the public one).
const origemDe = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
// Metrics are served only on METRICS_PORT; a Prometheus pointed at the public port by mistake
// gets a plain 404, not the portal's page answering 200.
const isMetricsPath = (path: string) => path === '/metrics';

// A path whose last segment has an extension asks for a file; answering it with index.html
// would hide a missing asset behind a confusing MIME error in the browser.
const looksLikeFile = (path: string) => /\.[^/]+$/.test(path);

// Public addresses whose whole answer is kept (the fixed pages, the catalogue's filters, the
// solutions most looked at); any other is prepared again when asked for.
const MAX_PUBLICAS = 300;
// The pages prepared before an instance listens: the fixed ones and the newest solutions, those
// a campaign's links point at. Each takes about 100 ms of CPU (rendering and the highest
// compression; 44 took 4.1–5.3 s on two busy cores), so a start waits at most about 7 s.
const PAGINAS_AQUECIDAS = 60;

/** A public page's answer as sent, and what it is current for. */
interface PublicaPronta {
  status: 200 | 404;
  resposta: RespostaEmMemoria;
  marca: Marca;
  /** The index.html it was made from: a new build of the web app makes it stale. */
  index: string;
  ultimaModificacao: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Renders and keeps the public pages for the portal's public address (PUBLIC_URL), one after
     * the other, compressed at the highest levels: the fixed pages, then the published
     * solutions, newest first, up to `PAGINAS_AQUECIDAS`. Returns how many it went through.
     */
    aquecerPaginasPublicas(): Promise<number>;
  }
}

/**
 * Serves the built web app and makes every client route (/painel, /ipt/home, …) answer
 * index.html, while unknown /api paths stay JSON 404s. Public pages get their own title,
 * description and share-card tags in that HTML, since crawlers of WhatsApp or LinkedIn do not
 * run the app's JavaScript, and their content rendered on the server (modules/renderizacao).
 */
export const spaPlugin = globalPlugin(async (app) => {
  const { webDist, publicUrl } = app.config;
  const built = existsSync(join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      // The build writes .br and .gz next to each file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // '/' is served below like every page, with its tags, never as the plain file.
      index: false,
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every name under assets/, so those never change;
        // everything else (index.html first) must be revalidated to pick up a new build.
        const immutable = relative(webDist, filePath).startsWith(`assets${sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'interface web não encontrada; execute npm run build');
  }
  const lerIndex = indexHtml(join(webDist, 'index.html'), app.clock, app.config.vlibras);
  const preparar = paginasProntas(publicUrl);
  const { seo } = app.servicos;
  // The web build writes the server-rendering bundle next to the browser's files.
  const renderizadas = criarPaginasRenderizadas(app, join(dirname(webDist), 'dist-ssr'));

  const publicas = new Map<string, PublicaPronta>();
  const preparando = new Map<string, ReturnType<typeof prepararPagina>>();

  /**
   * A public page as last sent, if still current by what is known now (the public version, the
   * calendar's phase, the builds as last looked at): no query, no rendering, no wait.
   */
  function publicaAtualAgora(chave: string, index: string | undefined) {
    const guardada = publicas.get(chave);
    if (!guardada || guardada.index !== index || !renderizadas.atual(guardada.marca)) {
      return null;
    }
    // Most recently used last: the oldest is the first out.
    publicas.delete(chave);
    publicas.set(chave, guardada);
    return guardada;
  }

  /** The same once a look at the server bundle that is due has been taken. */
  async function publicaGuardada(chave: string, index: string) {
    await renderizadas.conferir();
    return publicaAtualAgora(chave, index);
  }

  async function servirPagina(request: FastifyRequest, reply: FastifyReply) {
    const [path = '/', query = ''] = request.url.split('?', 2);
    if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: MENSAGENS_HTTP.naoEncontrado });
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(MENSAGENS_HTTP.interfaceNaoGerada);
    }
    if (looksLikeFile(path) || isMetricsPath(path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send(MENSAGENS_HTTP.naoEncontrado);
    }
    const { html: index, mtimeMs: indexMtimeMs } = await lerIndex();
    const origem = origemDe(request);
    const chave = `${origem}${request.url}`;
    const guardada = await publicaGuardada(chave, index);
    if (guardada) return enviarPublica(request, reply, guardada);

    // Visitors arriving together for a page not yet kept share one preparation: fifty at once
    // would otherwise render it fifty times, at tens of milliseconds of CPU each.
    let emCurso = preparando.get(chave);
    if (!emCurso) {
      emCurso = prepararPagina({
        path,
        query,
        url: request.url,
        origem,
        chave,
        index,
        indexMtimeMs,
      });
      preparando.set(chave, emCurso);
      const encerrar = () => preparando.delete(chave);
      // Its failure reaches each waiting request through its own await, not as unhandled.
      emCurso.then(encerrar, encerrar);
    }
    const { status, pagina, pronta, ausente } = await emCurso;
    if (pronta) return enviarPublica(request, reply, pronta);
    if (ausente) reply.header('x-robots-tag', 'noindex');
    return enviarDaMemoria(request, reply.code(status), pagina, 'no-cache');
  }

  interface Pedido {
    path: string;
    query: string;
    url: string;
    origem: string;
    chave: string;
    index: string;
    indexMtimeMs: number;
  }

  /** A page's answer, and for a public page the same kept with what it is current for. */
  async function prepararPagina(pedido: Pedido) {
    const { path, query, url, origem, chave, index, indexMtimeMs } = pedido;
    // Read first: whatever changes while the page is prepared makes it stale at once.
    const versao = app.versaoPublica.atual();
    const resolvida = await seo.resolver(path, new URLSearchParams(query));
    // An address the web router does not know is its "not found" page, answered as one: a 404
    // that search engines drop and monitoring sees, still the portal's page for the visitor.
    const ausente = resolvida.meta === null && (await renderizadas.rotaExiste(path)) === false;
    const { status, meta } = ausente ? { status: 404, meta: META_PAGINA_AUSENTE } : resolvida;
    // Public pages (those with tags of their own) arrive rendered; the areas behind a sign-in
    // render in the browser, whose session the server's shared pages cannot know.
    const { pagina: renderizada, marca } = meta
      ? await renderizadas.renderizar(url, origem, versao)
      : { pagina: null, marca: null };
    const pagina = await preparar(comConteudo(index, renderizada), meta);
    // Only the portal's own public addresses are kept: any address answers "not found", and
    // keeping those would let a crawler's guesses push the real pages out.
    if (resolvida.meta === null || marca === null) {
      return { status, pagina, pronta: null, ausente };
    }
    // Every instance renders its own copy, whose bytes differ (the state's fetch times), so the
    // validators are what the copies share: the version, the address, the build and the
    // calendar's phase. A CDN or the proxy revalidating at another instance still gets its 304.
    const etag = `W/"${createHash('sha256')
      .update(`${marca.versao}\n${chave}\n${index}\n${marca.validaAte}`)
      .digest('base64url')
      .slice(0, 27)}"`;
    const modificada = Math.max(app.versaoPublica.alteradaEm(), marca.desde, indexMtimeMs);
    const pronta: PublicaPronta = {
      status: resolvida.status,
      resposta: { ...pagina, etag },
      marca,
      index,
      // HTTP dates have whole seconds.
      ultimaModificacao: new Date(Math.floor(modificada / 1000) * 1000).toUTCString(),
    };
    if (publicas.size >= MAX_PUBLICAS) publicas.delete(publicas.keys().next().value!);
    publicas.set(chave, pronta);
    return { status, pagina, pronta, ausente };
  }

  // A published solution's page may be kept by shared caches; the "not found" of one that is
  // not (or no longer) published is checked again at each visit.
  const enviarPublica = (request: FastifyRequest, reply: FastifyReply, pronta: PublicaPronta) =>
    pronta.status === 200
      ? enviarPaginaPublica(request, reply, pronta.resposta, pronta.ultimaModificacao)
      : enviarDaMemoria(request, reply.code(pronta.status), pronta.resposta, 'no-cache');

  app.decorate('aquecerPaginasPublicas', async () => {
    if (!built) return 0;
    const { html: index, mtimeMs: indexMtimeMs } = await lerIndex();
    const origem = new URL(publicUrl).origin;
    const caminhos = (await seo.paginas()).slice(0, PAGINAS_AQUECIDAS).map((p) => p.caminho);
    for (const url of caminhos) {
      const chave = `${origem}${url}`;
      if (await publicaGuardada(chave, index)) continue;
      await prepararPagina({ path: url, query: '', url, origem, chave, index, indexMtimeMs });
    }
    // Compressed at the highest levels too: that work would otherwise take the cores during the
    // first visitors' burst.
    await compressaoMaximaConcluida();
    return caminhos.length;
  });

  app.decorate('servirPaginaGuardada', (request: FastifyRequest, reply: FastifyReply) => {
    const pronta = publicaAtualAgora(
      `${origemDe(request)}${request.url}`,
      lerIndex.conferido()?.html,
    );
    if (!pronta) return false;
    enviarPublica(request, reply, pronta);
    return true;
  });

  // Their answers are compressed when prepared; none is compressed per request.
  const opcoesDaPagina = {
    compress: false,
    decompress: false,
    config: { paginaPublica: true },
  } as const;
  // The static files' wildcard would answer '/' itself (a directory: 403); the home page is a
  // page like the others.
  app.get('/', opcoesDaPagina, servirPagina);
  // The public pages as routes of their own: reached through the not-found handler, each view
  // first had the static files' wildcard look for a file of that name on disk, which cut the
  // rate of a kept page to a quarter.
  const rotasPublicas = [
    '/home',
    '/sobre',
    '/fornecedores',
    '/municipios',
    '/privacidade',
    '/solutions',
  ];
  for (const caminho of [...rotasPublicas, '/solutions/:id']) {
    app.get(caminho, opcoesDaPagina, servirPagina);
  }
  app.setNotFoundHandler(servirPagina);
});
