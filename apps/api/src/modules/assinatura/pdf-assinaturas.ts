/**
 * The signature dictionaries of a PDF, read from its bytes (ISO 32000-1, 12.8.1). A signature
 * covers two ranges of the file: from byte 0 to its `/Contents`, and from the end of `/Contents`
 * onward. A range that starts elsewhere or leaves out more than the `/Contents` hex string would
 * let bytes outside the signature pass for signed ones, so such a file is not read at all.
 */

export interface AssinaturaNoPdf {
  /** `[início, comprimento, início, comprimento]` as written in the file. */
  byteRange: [number, number, number, number];
  /** The DER of the CMS SignedData, without the placeholder's zero padding. */
  cms: Buffer;
  /** The bytes the signature covers: the file without the `/Contents` hex string. */
  conteudoAssinado: Buffer;
  /** Where the signed revision ends: everything after it came later. */
  fimAssinado: number;
  /** Offset of the dictionary's `/ByteRange`, to find the revision the signature was added in. */
  posicao: number;
}

export interface LeituraPdf {
  /** In the order they were made: each later signature covers the earlier ones. */
  assinaturas: AssinaturaNoPdf[];
  /** Incremental updates after the last signed range (0 when the last signature covers the end). */
  atualizacoesPosteriores: number;
  /** The document before the first signature's revision, with its possible line ends. */
  primeiraRevisao: Buffer[];
}

/** A signature dictionary whose ranges, or whose CMS bytes, do not follow the standard. */
export class AssinaturaMalFormadaError extends Error {
  constructor(detalhe: string, options?: ErrorOptions) {
    super(`assinatura mal formada: ${detalhe}`, options);
    this.name = 'AssinaturaMalFormadaError';
  }
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
const HEX = /^[0-9a-fA-F\s]*$/;
const EOF = '%%EOF';

/** Longest length-of-length read: four bytes already claim 4 GiB, far past any accepted file. */
const MAX_BYTES_DO_COMPRIMENTO = 4;

/**
 * Strips the zero padding a signer leaves after the DER inside the placeholder. A BER indefinite
 * length (0x80) has no end to cut at: the CMS reader finds its end-of-contents and ignores the
 * padding, so the bytes go to it whole.
 */
function derSemPreenchimento(hex: string): Buffer {
  const bytes = Buffer.from(hex.replace(/\s+/g, ''), 'hex');
  if (bytes.length < 2 || bytes[0] !== 0x30) throw new AssinaturaMalFormadaError('CMS ausente');
  // A DER SEQUENCE's length: short form, or 0x8n followed by n bytes of length.
  const primeiro = bytes[1]!;
  if (primeiro === 0x80) return bytes;
  const bytesDoComprimento = primeiro < 0x80 ? 0 : primeiro & 0x7f;
  if (bytesDoComprimento > MAX_BYTES_DO_COMPRIMENTO || 2 + bytesDoComprimento > bytes.length) {
    throw new AssinaturaMalFormadaError('comprimento do CMS ilegível');
  }
  const tamanho = primeiro < 0x80 ? primeiro : bytes.readUIntBE(2, bytesDoComprimento);
  const total = 2 + bytesDoComprimento + tamanho;
  if (total > bytes.length) throw new AssinaturaMalFormadaError('CMS truncado');
  return bytes.subarray(0, total);
}

function lerAssinatura(pdf: Buffer, texto: string, m: RegExpExecArray): AssinaturaNoPdf {
  const [a, b, c, d] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
  if (a !== 0) throw new AssinaturaMalFormadaError('o intervalo não começa no byte 0');
  if (!(b > 0 && c > b && c + d <= pdf.length)) {
    throw new AssinaturaMalFormadaError('intervalo fora do arquivo');
  }
  // The gap must be exactly the `/Contents` hex string, delimiters included.
  const lacuna = texto.slice(b, c);
  if (!lacuna.startsWith('<') || !lacuna.endsWith('>') || !HEX.test(lacuna.slice(1, -1))) {
    throw new AssinaturaMalFormadaError('a lacuna não é a string hexadecimal de /Contents');
  }
  if (!/\/Contents\s*$/.test(texto.slice(Math.max(0, b - 40), b))) {
    throw new AssinaturaMalFormadaError('a lacuna não pertence a /Contents');
  }
  return {
    byteRange: [a, b, c, d],
    cms: derSemPreenchimento(lacuna.slice(1, -1)),
    conteudoAssinado: Buffer.concat([pdf.subarray(0, b), pdf.subarray(c, c + d)]),
    fimAssinado: c + d,
    posicao: m.index,
  };
}

/**
 * The document as it was before the first signature: up to the `%%EOF` that precedes the
 * signature's revision. A generator may or may not end the file with a line break after it, so
 * each ending actually present is a candidate.
 */
function revisaoAnterior(pdf: Buffer, texto: string, posicao: number): Buffer[] {
  const eof = texto.lastIndexOf(EOF, posicao);
  if (eof < 0) return [];
  const fim = eof + EOF.length;
  const candidatos = [pdf.subarray(0, fim)];
  if (texto[fim] === '\n') candidatos.push(pdf.subarray(0, fim + 1));
  if (texto[fim] === '\r') {
    candidatos.push(pdf.subarray(0, fim + 1));
    if (texto[fim + 1] === '\n') candidatos.push(pdf.subarray(0, fim + 2));
  }
  return candidatos;
}

/** Every signature of the PDF; none when it carries no signature dictionary. */
export function lerAssinaturasDoPdf(pdf: Buffer): LeituraPdf {
  // latin1 keeps one character per byte, so string offsets are file offsets.
  const texto = pdf.toString('latin1');
  const vistas = new Set<string>();
  const assinaturas: AssinaturaNoPdf[] = [];
  for (const m of texto.matchAll(BYTE_RANGE)) {
    const chave = m.slice(1, 5).join(' ');
    if (vistas.has(chave)) continue;
    vistas.add(chave);
    assinaturas.push(lerAssinatura(pdf, texto, m));
  }
  assinaturas.sort((x, y) => x.fimAssinado - y.fimAssinado);
  const primeira = assinaturas[0];
  const ultima = assinaturas.at(-1);
  // Trailing whitespace is no update; anything else after the last signed byte is.
  const resto = ultima ? texto.slice(ultima.fimAssinado) : '';
  const atualizacoes = resto.trim() === '' ? 0 : Math.max(1, resto.split(EOF).length - 1);
  return {
    assinaturas,
    atualizacoesPosteriores: atualizacoes,
    primeiraRevisao: primeira ? revisaoAnterior(pdf, texto, primeira.posicao) : [],
  };
}
