import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import helmet, { type HelmetOptions } from 'helmet';
import { globalPlugin } from '../http/global-plugin.ts';

/**
 * The headers helmet sets for these options. They depend on nothing in the request, so they are
 * worked out once at boot; helmet's Fastify plugin rebuilt them on every request, at about a
 * twentieth of a small answer's cost.
 */
function cabecalhosDoHelmet(opcoes: HelmetOptions): Record<string, string> {
  const cabecalhos: Record<string, string> = {};
  const resposta = {
    setHeader: (nome: string, valor: string) => void (cabecalhos[nome.toLowerCase()] = valor),
    removeHeader: (nome: string) => void delete cabecalhos[nome.toLowerCase()],
  };
  helmet(opcoes)({} as IncomingMessage, resposta as unknown as ServerResponse, (erro) => {
    if (erro) throw erro;
  });
  return cabecalhos;
}

/**
 * The inline script of apps/web/index.html, which applies "Alto contraste" before the first
 * paint; a test holds this hash against that file.
 */
export const HASH_SCRIPT_CONTRASTE = "'sha256-Q7bfLIvBpmaROvGgHEWFovN+CDlAL7CyVOQujkoMFHk='";

// VLibras (the federal Libras translator) loads its player, styles, images and translations from
// these hosts, and runs a WebAssembly build of its avatar.
const VLIBRAS = ['https://vlibras.gov.br', 'https://*.vlibras.gov.br'];

/**
 * The CSP is what a Vite-built React/Mantine SPA needs: bundled scripts only (and the one inline
 * script above), inline styles (Mantine sets style attributes), images from data:/blob: (previews
 * of uploads), and no framing of the portal by other sites. VLibras, when turned on, adds its
 * own origin and nothing else.
 */
export function politicaDeConteudo(vlibras: boolean): HelmetOptions['contentSecurityPolicy'] {
  const externos = vlibras ? VLIBRAS : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        HASH_SCRIPT_CONTRASTE,
        ...(vlibras ? ["'wasm-unsafe-eval'", ...VLIBRAS] : []),
      ],
      styleSrc: ["'self'", "'unsafe-inline'", ...externos],
      imgSrc: ["'self'", 'data:', 'blob:', ...externos],
      fontSrc: ["'self'", 'data:', ...externos],
      connectSrc: ["'self'", ...externos],
      ...(vlibras ? { mediaSrc: ["'self'", ...VLIBRAS], workerSrc: ["'self'", 'blob:'] } : {}),
      // PDFs the user generates are previewed from blob: URLs.
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** Security headers and the rate limiter. */
export const securityPlugin = globalPlugin(async (app) => {
  const cabecalhos = cabecalhosDoHelmet({
    contentSecurityPolicy: politicaDeConteudo(app.config.vlibras),
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(cabecalhos);
    done();
  });

  // API answers carry personal data (a user, a company, a file) unless a route says otherwise
  // (public lookups set their own cache-control), so no browser or proxy keeps a copy.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (/^\/api(\/|\?|$)/.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  // Off by default: a route opts in with `config.rateLimit`, so limits sit next to the
  // routes that need them (sign-in, registration, page views) instead of one global guess.
  await app.register(rateLimit, { global: false });
});
