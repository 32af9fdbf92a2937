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
 * Security headers and the rate limiter. The CSP is what a Vite-built React/Mantine SPA needs:
 * bundled scripts only, inline styles (Mantine sets style attributes), images from data:/blob:
 * (previews of uploads), and no framing of the portal by other sites.
 */
export const securityPlugin = globalPlugin(async (app) => {
  const cabecalhos = cabecalhosDoHelmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // PDFs the user generates are previewed from blob: URLs.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
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
