import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const comprimirBrotli = promisify(brotliCompress);
const comprimirGzip = promisify(gzip);

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

/**
 * How hard to compress: `maxima` for what is prepared a handful of times and sent thousands (the
 * pages, the forms' lists), `rapida` for answers kept per visitor's query (catalogue searches),
 * where a crawler's thousand variations would otherwise cost a core for minutes.
 */
const NIVEIS = {
  maxima: { br: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION },
  rapida: { br: 5, gzip: 6 },
} as const;
export type Compressao = keyof typeof NIVEIS;

/**
 * Compression at the highest levels takes a rendered page hundreds of milliseconds of CPU, so it
 * runs on libuv's thread pool: every request waiting on the event loop meanwhile (a publication
 * makes each instance prepare every public page again) still gets its answer.
 */
export async function prepararResposta(
  texto: string,
  tipo: string,
  compressao: Compressao = 'maxima',
): Promise<RespostaEmMemoria> {
  const corpo = Buffer.from(texto);
  const nivel = NIVEIS[compressao];
  const [br, gzip] = await Promise.all([
    comprimirBrotli(corpo, { params: { [constants.BROTLI_PARAM_QUALITY]: nivel.br } }),
    comprimirGzip(corpo, { level: nivel.gzip }),
  ]);
  return {
    corpo,
    etag: `"${createHash('sha256').update(corpo).digest('base64url').slice(0, 27)}"`,
    br,
    gzip,
    tipo,
  };
}

/** JSON to serve from memory. */
export const prepararJson = (valor: unknown, compressao?: Compressao) =>
  prepararResposta(JSON.stringify(valor), 'application/json; charset=utf-8', compressao);

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
