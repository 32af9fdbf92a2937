import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { JPEG } from './fixtures-proposta.ts';

/** Files an attacker would upload: PDFs that run something, images that explode. */

/** A one-page-less PDF whose objects are given as text, with a cross-reference table. */
export function pdfComObjetos(...objetos: (string | Buffer)[]): Buffer {
  const partes: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  const offsets: number[] = [];
  let tamanho = partes[0]!.length;
  objetos.forEach((objeto, i) => {
    const corpo = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof objeto === 'string' ? Buffer.from(objeto, 'latin1') : objeto,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(tamanho);
    tamanho += corpo.length;
    partes.push(corpo);
  });
  const xref = [
    `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${tamanho}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([...partes, Buffer.from(xref, 'latin1')]);
}

const PAGINAS = '<< /Type /Pages /Kids [] /Count 0 >>';

/** The measured attack: the catalog opens with JavaScript and carries a /Launch action. */
export const pdfComJavaScriptELaunch = () =>
  pdfComObjetos(
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R /AA << /WC 4 0 R >> >>',
    PAGINAS,
    '<< /S /JavaScript /JS (app.alert\\(1\\)) >>',
    '<< /S /Launch /F (calc.exe) >>',
  );

/** The same script, its names hex-escaped as a reader still understands them. */
export const pdfComNomesEscapados = () =>
  pdfComObjetos(
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>',
    PAGINAS,
    '<< /S /Java#53cript /J#53 (app.alert\\(1\\)) >>',
  );

/** A stream object: its dictionary entries, then `dados` as the stream's bytes. */
const stream = (dicionario: string, dados: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dicionario} /Length ${dados.length} >>\nstream\n`, 'latin1'),
    dados,
    Buffer.from('\nendstream', 'latin1'),
  ]);

/** The script inside a compressed object stream, where the raw bytes show none of its names. */
export function pdfComScriptNoObjStm(
  filtro = '/FlateDecode',
  codificar: (dados: Buffer) => Buffer = (dados) => deflateSync(dados),
): Buffer {
  const objeto = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
  const dados = codificar(Buffer.from(`4 0 ${objeto}`, 'latin1'));
  return pdfComObjetos(
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    PAGINAS,
    stream(`/Type /ObjStm /N 1 /First 4 /Filter ${filtro}`, dados),
  );
}

/** A PDF carrying a file inside it. */
export const pdfComArquivoEmbutido = () =>
  pdfComObjetos(
    '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles 3 0 R >> >>',
    PAGINAS,
    '<< /Names [(a.exe) 4 0 R] >>',
    '<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>',
  );

/** A PDF with an XFA form and rich media. */
export const pdfComXfaERichMedia = () =>
  pdfComObjetos(
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] /XFA 3 0 R >> >>',
    PAGINAS,
    '<< /Type /Annot /Subtype /RichMedia >>',
  );

function chunk(tipo: string, dados: Buffer): Buffer {
  const corpo = Buffer.concat([Buffer.from(tipo, 'latin1'), dados]);
  const tamanho = Buffer.alloc(4);
  tamanho.writeUInt32BE(dados.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(corpo));
  return Buffer.concat([tamanho, corpo, crc]);
}

/**
 * The measured pixel bomb: a PNG of a few hundred bytes whose header declares `largura` ×
 * `altura` pixels, with one compressed row of data.
 */
export function pngDeclarando(largura: number, altura: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit grey, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + Math.min(largura, 1000)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The fixture JPEG with its frame header rewritten to declare `largura` × `altura` pixels. */
export function jpegDeclarando(largura: number, altura: number): Buffer {
  const copia = Buffer.from(JPEG);
  const sof = copia.indexOf(Buffer.from([0xff, 0xc0]));
  copia.writeUInt16BE(altura, sof + 5);
  copia.writeUInt16BE(largura, sof + 7);
  return copia;
}

/** A real photo of the given size, as the format's encoder writes it. */
export const imagemReal = (formato: 'png' | 'jpeg', largura: number, altura: number) =>
  sharp({ create: { width: largura, height: altura, channels: 3, background: '#3a7' } })
    .toFormat(formato)
    .toBuffer();
