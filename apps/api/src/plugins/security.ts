import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { globalPlugin } from '../lib/global-plugin.ts';

/**
 * Security headers and the rate limiter. The CSP is what a Vite-built React/Mantine SPA needs:
 * bundled scripts only, inline styles (Mantine sets style attributes), images from data:/blob:
 * (previews of uploads), and no framing of the portal by other sites.
 */
export const securityPlugin = globalPlugin(async (app) => {
  await app.register(helmet, {
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

  // API answers carry personal data (a user, a company, a file) unless a route says otherwise
  // (public lookups set their own cache-control), so no browser or proxy keeps a copy.
  app.addHook('onSend', async (request, reply) => {
    if (/^\/api(\/|\?|$)/.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  // Off by default: a route opts in with `config.rateLimit`, so limits sit next to the
  // routes that need them (sign-in, registration, page views) instead of one global guess.
  await app.register(rateLimit, { global: false });
});
