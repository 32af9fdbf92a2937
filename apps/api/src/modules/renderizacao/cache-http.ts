import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { enviarDaMemoria, type RespostaEmMemoria } from '../../http/resposta-em-memoria.ts';
import { SESSION_COOKIE } from '../login/session-repository.ts';

/**
 * A public page may be kept by a shared cache (a CDN, the TLS proxy) for a minute: a publication
 * shows everywhere within about a minute, and a burst of visitors at the opening of the call is
 * met by the cache, not by the instances. Longer would leave a closed call announced as open for
 * too long. The browser revalidates at every view (a 304 from memory, no query): the page's app
 * loads only at the visitor's first gesture, so a copy the browser reused would show its old
 * content with nothing to refresh it, say to whoever just saw a solution published.
 */
export const CACHE_PUBLICO = 'public, max-age=0, must-revalidate, s-maxage=60';
/**
 * The same minute for CDNs that read their own header (RFC 9213), which may also serve the old
 * copy five minutes more while one request fetches the new one.
 */
export const CACHE_CDN = 'max-age=60, stale-while-revalidate=300';
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
 * Whether the request carries no session cookie. A kept page may answer before the cookie plugin
 * parsed the cookies (plugins/pagina-guardada.ts): then they are read from the header itself,
 * with the plugin's own parser.
 */
const semSessao = (request: FastifyRequest) => {
  const { cookie } = request.headers;
  const cookies = request.cookies ?? (cookie === undefined ? {} : fastifyCookie.parse(cookie));
  return cookies[SESSION_COOKIE] === undefined;
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
  const anonimo = semSessao(request);
  const cacheControl = anonimo ? CACHE_PUBLICO : CACHE_COM_SESSAO;
  if (anonimo) reply.header('cdn-cache-control', CACHE_CDN);
  reply.header('last-modified', ultimaModificacao);
  if (naoModificadaDesde(request, ultimaModificacao)) {
    reply.header('etag', resposta.etag).header('cache-control', cacheControl);
    return reply.header('vary', 'accept-encoding').code(304).send();
  }
  return enviarDaMemoria(request, reply, resposta, cacheControl);
}
