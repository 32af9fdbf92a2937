import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { filaUmaPorVez } from './fila-uma-por-vez.ts';

const comprimirBrotli = promisify(brotliCompress);
const comprimirGzip = promisify(gzip);

/**
 * An answer prepared once and sent many times: its bytes, its ETag and its brotli and gzip forms,
 * compressed when prepared instead of at every request.
 */
export interface RespostaEmMemoria {
  corpo: Buffer;
  etag: string;
  /**
   * Changed in place when the highest levels are done (see `prepararResposta`); copies of the
   * answer (a page kept with its own ETag) share this object, so they gain it too.
   */
  comprimida: Record<Codificacao, Buffer>;
  tipo: string;
}

type Codificacao = 'br' | 'gzip';

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

// Compression runs on libuv's thread pool, so the requests waiting on the event loop meanwhile
// still get their answers.
async function comprimir(corpo: Buffer, nivel: (typeof NIVEIS)[Compressao]) {
  const [br, gzip] = await Promise.all([
    comprimirBrotli(corpo, { params: { [constants.BROTLI_PARAM_QUALITY]: nivel.br } }),
    comprimirGzip(corpo, { level: nivel.gzip }),
  ]);
  return { br, gzip };
}

// The highest levels, one answer at a time: after a start or a publication, dozens of pages
// are prepared at once, and compressing them all together would hold both cores for seconds.
// Past 200 waiting (about 12 MB of pages, 15 s of work), an answer keeps its fast forms.
const maximas = filaUmaPorVez(200);

/** Resolves when every answer queued so far has its forms at the highest levels. */
export const compressaoMaximaConcluida = (): Promise<void> => maximas.concluida();

/**
 * Brotli at its highest level takes a rendered page 55–80 ms of CPU (level 5: about 1 ms), which
 * made the first visitors after a start wait seconds while every page was compressed at once
 * (the campaign day's time-outs, docs/decisions/055). A `maxima` answer is therefore compressed
 * fast and served at once; its highest levels follow in the background and replace the fast
 * forms when done.
 */
export async function prepararResposta(
  texto: string,
  tipo: string,
  compressao: Compressao = 'maxima',
): Promise<RespostaEmMemoria> {
  const corpo = Buffer.from(texto);
  const comprimida = await comprimir(corpo, NIVEIS.rapida);
  // Node's zlib fails only on bad options or memory exhaustion; the fast forms then stay.
  if (compressao === 'maxima') {
    maximas.agendar(async () => {
      Object.assign(comprimida, await comprimir(corpo, NIVEIS.maxima));
    });
  }
  return {
    corpo,
    etag: `"${createHash('sha256').update(corpo).digest('base64url').slice(0, 27)}"`,
    comprimida,
    tipo,
  };
}

/** JSON to serve from memory. */
export const prepararJson = (valor: unknown, compressao?: Compressao) =>
  prepararResposta(JSON.stringify(valor), 'application/json; charset=utf-8', compressao);

// Browsers send a handful of distinct Accept-Encoding headers, so each one is negotiated once.
// The memory is bounded (emptied when full): the header is the client's to choose.
const ESCOLHAS_GUARDADAS = 64;
const escolhas = new Map<string, Codificacao | null>();
const negociador = new Negotiator<Codificacao>({
  // In the order preferred when the client weighs them alike: brotli is the smaller.
  supportedValues: ['br', 'gzip'],
  cache: {
    has: (header) => escolhas.has(header),
    // A refused header is kept as null, which `negotiate` hands back as its answer.
    get: (header) => escolhas.get(header) as Codificacao | undefined,
    set(header, codificacao) {
      if (escolhas.size >= ESCOLHAS_GUARDADAS) escolhas.clear();
      escolhas.set(header, codificacao as Codificacao);
      return this;
    },
  },
});

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
  const header = request.headers['accept-encoding'];
  const codificacao = typeof header === 'string' ? negociador.negotiate(header) : null;
  if (!codificacao) return reply.send(resposta.corpo);
  return reply.header('content-encoding', codificacao).send(resposta.comprimida[codificacao]);
}
