import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { MENSAGENS_HTTP } from '@portal/domain';
import { globalPlugin } from '../lib/global-plugin.ts';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

// A path whose last segment has an extension asks for a file; answering it with index.html
// would hide a missing asset behind a confusing MIME error in the browser.
const looksLikeFile = (path: string) => /\.[^/]+$/.test(path);

/**
 * Serves the built web app and makes every client route (/painel, /ipt/home, …) answer
 * index.html, while unknown /api paths stay JSON 404s.
 */
export const spaPlugin = globalPlugin(async (app) => {
  const { webDist } = app.config;
  const built = existsSync(join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: MENSAGENS_HTTP.naoEncontrado });
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(MENSAGENS_HTTP.interfaceNaoGerada);
    }
    if (looksLikeFile(path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send(MENSAGENS_HTTP.naoEncontrado);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
