import type { FastifyRequest } from 'fastify';
import { MENSAGENS_HTTP } from '@portal/domain';
import { globalPlugin } from '../http/global-plugin.ts';
import { HttpError } from '../http/http-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Browsers send `Origin` with every cross-site POST, and an HTML form or a no-cors fetch cannot
// send `application/json`; together they stop cross-site request forgery against the cookie
// session without a token. The check runs on the raw request, before the body is read.
const stripDefaultPort = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

function originMatches(origin: string, requestHost: string): boolean {
  try {
    return stripDefaultPort(new URL(origin).host) === stripDefaultPort(requestHost);
  } catch {
    return false; // 'null' (sandboxed pages, some redirects) and garbage never match
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

export function checkSameOrigin(request: FastifyRequest): void {
  const contentType = request.headers['content-type'];
  if (contentType !== undefined ? !isJson(contentType) : hasBody(request)) {
    throw new HttpError(415, MENSAGENS_HTTP.tipoNaoSuportado);
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !originMatches(origin, request.host)) {
    throw new HttpError(403, MENSAGENS_HTTP.origemNaoPermitida);
  }
}

export const sameOriginPlugin = globalPlugin(async (app) => {
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      if (STATE_CHANGING.has(request.method) && /^\/api(\/|\?|$)/.test(request.url)) {
        checkSameOrigin(request);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  });
});
