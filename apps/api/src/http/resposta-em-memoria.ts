import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * An answer prepared once and sent many times: its bytes, its ETag and its brotli and gzip forms,
 * compressed at the highest levels when prepared instead of at every request.
 */
export interface RespostaEmMemoria {
  corpo: Buffer;
  etag: string;
  br: Buffer;
  gzip: Buffer;
  tipo: string;
}

export function prepararResposta(texto: string, tipo: string): RespostaEmMemoria {
  const corpo = Buffer.from(texto);
  return {
    corpo,
    etag: `"${createHash('sha256').update(corpo).digest('base64url').slice(0, 27)}"`,
    br: brotliCompressSync(corpo, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(corpo, { level: constants.Z_BEST_COMPRESSION }),
    tipo,
  };
}

/** JSON to serve from memory. */
export const prepararJson = (valor: unknown) =>
  prepararResposta(JSON.stringify(valor), 'application/json; charset=utf-8');

// The encodings the client accepts, without those it refused with q=0.
function aceitas(request: FastifyRequest): Set<string> {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return new Set();
  return new Set(
    header
      .split(',')
      .map((parte) => parte.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([nome]) => nome!),
  );
}

const naoMudou = (request: FastifyRequest, etag: string) => {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag);
};

/**
 * Sends the prepared answer: 304 with no body when the client's copy (If-None-Match) is current,
 * otherwise the compressed form the client accepts, or the plain bytes.
 */
export function enviarDaMemoria(
  request: FastifyRequest,
  reply: FastifyReply,
  resposta: RespostaEmMemoria,
  cacheControl: string,
): FastifyReply {
  reply.header('etag', resposta.etag).header('cache-control', cacheControl);
  reply.header('vary', 'accept-encoding');
  if (naoMudou(request, resposta.etag)) return reply.code(304).send();
  reply.type(resposta.tipo);
  const encodings = aceitas(request);
  if (encodings.has('br')) return reply.header('content-encoding', 'br').send(resposta.br);
  if (encodings.has('gzip')) return reply.header('content-encoding', 'gzip').send(resposta.gzip);
  return reply.send(resposta.corpo);
}
