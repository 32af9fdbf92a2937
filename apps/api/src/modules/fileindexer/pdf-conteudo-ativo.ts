import { constants, inflateSync } from 'node:zlib';
import { CONTEUDO_ATIVO_PDF } from '@portal/domain';

/**
 * Active content in a PDF, found by its names as pdfid finds it: every name in the file, with
 * `#xx` escapes decoded (`/Java#53cript` is `/JavaScript` to a reader), and every name inside
 * compressed object streams, where a PDF 1.5 file may keep its catalog and actions. Names are
 * read everywhere, strings and streams included, since a reader reaches an object by its offset
 * and so past anything a lighter parser would skip; a false alarm costs a re-print, a miss
 * costs a visitor's machine.
 */

export type NomeAtivo = keyof typeof CONTEUDO_ATIVO_PDF;

export interface AnalisePdf {
  /** The active-content names found, each once. */
  ativos: NomeAtivo[];
  /** An object stream that could not be opened within the budget: its contents are unknown. */
  naoVerificavel: boolean;
}

// A name runs from `/` to the next whitespace or delimiter (ISO 32000-1, 7.2.2 and 7.3.5).
const NOME = /\/([^\0\t\n\f\r ()<>[\]{}/%]+)/g;
const STREAM = /stream(?:\r\n|\n|\r)/g;
// An object stream starts with the pairs "object-number offset" (ISO 32000-1, 7.5.7).
const PARES_DE_OBJETO = /^\s*\d+\s+\d+\s/;
const ENDSTREAM = 'endstream';

// Inflating is where a hostile file spends our memory: one stream and the whole file have caps.
const MAX_POR_STREAM = 16 * 1024 * 1024;
const MAX_POR_ARQUIVO = 64 * 1024 * 1024;
// Enough of a stream's start to tell an object stream from an image.
const AMOSTRA = 512;
// Flate over flate: a filter chain a reader undoes, so the scan does too, a few layers deep.
const CAMADAS = 3;

const decodificarNome = (nome: string) =>
  nome.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function nomesAtivos(texto: string, achados: Set<NomeAtivo>) {
  for (const [, nome] of texto.matchAll(NOME)) {
    const decodificado = decodificarNome(nome!);
    if (Object.hasOwn(CONTEUDO_ATIVO_PDF, decodificado)) achados.add(decodificado as NomeAtivo);
  }
}

/** Inflates with a cap; null when the bytes are not zlib or inflate past the cap. */
function inflar(dados: Buffer, maximo: number): Buffer | null {
  try {
    // A sync flush returns what inflates even when the stream is cut or followed by junk.
    return inflateSync(dados, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: maximo });
  } catch {
    return null;
  }
}

// A zlib header: deflate method, window within limits, check bits (RFC 1950, 2.2).
const pareceZlib = (b: Buffer) =>
  b.length >= 2 && (b[0]! & 0x0f) === 8 && b[0]! >> 4 <= 7 && (b[0]! * 256 + b[1]!) % 31 === 0;

/** Whether the stream's first bytes, inflated, start like an object stream or more flate. */
function candidato(dados: Buffer, camada = 0): boolean {
  const amostra = inflar(dados.subarray(0, AMOSTRA), 1024 * 1024);
  if (!amostra) return false;
  if (PARES_DE_OBJETO.test(amostra.subarray(0, 64).toString('latin1'))) return true;
  return camada < CAMADAS && pareceZlib(amostra) && candidato(amostra, camada + 1);
}

export function analisarPdf(pdf: Buffer): AnalisePdf {
  // latin1 keeps one character per byte, so names read as their bytes.
  const texto = pdf.toString('latin1');
  const ativos = new Set<NomeAtivo>();
  nomesAtivos(texto, ativos);
  let orcamento = MAX_POR_ARQUIVO;
  let naoVerificavel = false;
  for (const m of texto.matchAll(STREAM)) {
    const inicio = m.index + m[0].length;
    const fim = texto.indexOf(ENDSTREAM, inicio);
    let dados = pdf.subarray(inicio, fim < 0 ? pdf.length : fim);
    const declaraObjStm = decodificarNome(
      texto.slice(Math.max(0, m.index - 512), m.index),
    ).includes('/ObjStm');
    if (!declaraObjStm && !candidato(dados)) continue;
    let camada = 0;
    let aberto: Buffer | null = null;
    while (camada++ < CAMADAS && pareceZlib(dados)) {
      aberto = inflar(dados, Math.min(MAX_POR_STREAM, orcamento));
      if (!aberto) break;
      orcamento -= aberto.length;
      dados = aberto;
    }
    // An object stream kept without compression was already read with the rest of the file.
    if (PARES_DE_OBJETO.test(dados.subarray(0, 64).toString('latin1'))) {
      if (aberto) nomesAtivos(aberto.toString('latin1'), ativos);
    } else if (declaraObjStm) {
      naoVerificavel = true;
    }
  }
  return { ativos: [...ativos], naoVerificavel };
}
