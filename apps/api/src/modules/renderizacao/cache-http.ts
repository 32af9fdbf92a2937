import type { FastifyReply, FastifyRequest } from 'fastify';
import { enviarDaMemoria, type RespostaEmMemoria } from '../../http/resposta-em-memoria.ts';
import { SESSION_COOKIE } from '../login/session-repository.ts';

/**
 * A public page may be kept by the browser, a CDN or the TLS proxy for a minute, then served
 * stale for five more while one request fetches it again: a publication shows everywhere within
 * about a minute, and a burst of visitors at the opening of the call is met by the cache, not by
 * the instances. Longer would leave a closed call announced as open for too long.
 */
export const CACHE_PUBLICO = 'public, max-age=60, stale-while-revalidate=300';
// Someone signed in gets the same page, but an answer to a request with a session (which may
// renew its cookie) is never one a shared cache may keep and hand to somebody else.
export const CACHE_COM_SESSAO = 'private, no-cache';

const naoModificadaDesde = (request: FastifyRequest, ultimaModificacao: string) => {
  const desde = request.headers['if-modified-since'];
  // If-None-Match, when sent, decides alone (RFC 9110, 13.2.2).
  if (typeof desde !== 'string' || request.headers['if-none-match'] !== undefined) return false;
  const instante = Date.parse(desde);
  return !Number.isNaN(instante) && instante >= Date.parse(ultimaModificacao);
};

/**
 * Sends a kept public page: 304 with no body when the client's copy is current (by ETag or by
 * date), otherwise its bytes; shared-cacheable only for a request without a session.
 */
export function enviarPaginaPublica(
  request: FastifyRequest,
  reply: FastifyReply,
  resposta: RespostaEmMemoria,
  ultimaModificacao: string,
): FastifyReply {
  const cacheControl =
    request.cookies[SESSION_COOKIE] === undefined ? CACHE_PUBLICO : CACHE_COM_SESSAO;
  reply.header('last-modified', ultimaModificacao);
  if (naoModificadaDesde(request, ultimaModificacao)) {
    reply.header('etag', resposta.etag).header('cache-control', cacheControl);
    return reply.header('vary', 'accept-encoding').code(304).send();
  }
  return enviarDaMemoria(request, reply, resposta, cacheControl);
}
