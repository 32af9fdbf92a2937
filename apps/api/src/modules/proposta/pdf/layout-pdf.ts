import { textoPdf } from './texto-pdf.ts';

/** The drawing primitives of the proposal form: sections, fields, lists, page furniture. */

export type Documento = PDFKit.PDFDocument;

/** 2 cm sides; the top and bottom leave room for the running header and the footer. */
export const MARGENS = { top: 72, bottom: 66, left: 56, right: 56 } as const;

export const COR = {
  institucional: '#1b365d',
  texto: '#1f2328',
  rotulo: '#4a5a70',
  suave: '#6b7785',
  faixa: '#e8eef6',
  linha: '#b8c4d2',
  divisoria: '#e1e6ec',
} as const;

export const FONTE = {
  normal: 'Helvetica',
  negrito: 'Helvetica-Bold',
  italico: 'Helvetica-Oblique',
} as const;

const TAMANHO_TEXTO = 10;
const TAMANHO_ROTULO = 8.5;
const ENTRELINHA = 2.5;
const LARGURA_ROTULO = 150;
const ESPACO_COLUNAS = 12;

/** Empty optional fields print this, so a blank is never mistaken for a lost answer. */
export const NAO_INFORMADO = 'Não informado';

/** The document's bytes once `doc.end()` is called. */
export const coletarPdf = (doc: Documento): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const partes: Uint8Array[] = [];
    doc.on('data', (parte: Uint8Array) => partes.push(parte));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });

export const larguraUtil = (doc: Documento): number =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

const limiteInferior = (doc: Documento): number => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `altura` points still fit, so a block is never split badly. */
export const garantirEspaco = (doc: Documento, altura: number): void => {
  if (doc.y + altura > limiteInferior(doc)) doc.addPage();
};

const alturaLinha = (doc: Documento): number => doc.currentLineHeight(true) + ENTRELINHA;

interface Valor {
  texto: string;
  vazio: boolean;
}

const lerValor = (valor: string | null | undefined, vazio = NAO_INFORMADO): Valor => {
  const texto = textoPdf(valor ?? '').trim();
  return texto ? { texto, vazio: false } : { texto: vazio, vazio: true };
};

const usarRotulo = (doc: Documento) =>
  doc.font(FONTE.negrito).fontSize(TAMANHO_ROTULO).fillColor(COR.rotulo);

const usarValor = (doc: Documento, valor: Valor) =>
  doc
    .font(valor.vazio ? FONTE.italico : FONTE.normal)
    .fontSize(TAMANHO_TEXTO)
    .fillColor(valor.vazio ? COR.suave : COR.texto);

/** A field's label, its answer and what an empty answer prints instead. */
type Campo = [rotulo: string, valorBruto: string | null | undefined, vazio?: string];

/** A field's label and answer as printed, and the height each takes at its width. */
const medirCampo = (
  doc: Documento,
  [rotulo, valorBruto, vazio]: Campo,
  larguraRotulo: number,
  larguraValor: number,
) => {
  const valor = lerValor(valorBruto, vazio);
  const textoRotulo = textoPdf(rotulo);
  usarRotulo(doc);
  const alturaRotulo = doc.heightOfString(textoRotulo, { width: larguraRotulo });
  usarValor(doc, valor);
  const alturaValor = doc.heightOfString(valor.texto, { width: larguraValor, lineGap: ENTRELINHA });
  return { valor, textoRotulo, alturaRotulo, alturaValor };
};

export const tituloSecao = (doc: Documento, titulo: string): void => {
  const altura = 22;
  doc.y += 10;
  // The band, the first label and two lines of its answer travel together.
  garantirEspaco(doc, altura + 48);
  const x = doc.page.margins.left;
  const y = doc.y;
  doc.rect(x, y, larguraUtil(doc), altura).fill(COR.faixa);
  doc.rect(x, y, 3, altura).fill(COR.institucional);
  doc
    .font(FONTE.negrito)
    .fontSize(11)
    .fillColor(COR.institucional)
    .text(textoPdf(titulo), x + 12, y + 6.5, { width: larguraUtil(doc) - 24, lineBreak: false });
  doc.x = x;
  doc.y = y + altura + 9;
};

/** A short answer beside its label, with a hairline under the row as on a paper form. */
export const campoLinha = (doc: Documento, ...campo: Campo): void => {
  const larguraValor = larguraUtil(doc) - LARGURA_ROTULO - ESPACO_COLUNAS;
  const medida = medirCampo(doc, campo, LARGURA_ROTULO, larguraValor);
  const { valor, textoRotulo } = medida;
  const altura = Math.max(medida.alturaRotulo, medida.alturaValor);
  if (altura > (limiteInferior(doc) - doc.page.margins.top) / 2) {
    campoTexto(doc, ...campo);
    return;
  }
  const x = doc.page.margins.left;
  garantirEspaco(doc, altura + 10);
  const y = doc.y;
  usarRotulo(doc).text(textoRotulo, x, y + 1, { width: LARGURA_ROTULO });
  usarValor(doc, valor).text(valor.texto, x + LARGURA_ROTULO + ESPACO_COLUNAS, y, {
    width: larguraValor,
    lineGap: ENTRELINHA,
  });
  const base = y + altura + 3;
  doc
    .moveTo(x, base)
    .lineTo(x + larguraUtil(doc), base)
    .lineWidth(0.5)
    .strokeColor(COR.divisoria)
    .stroke();
  doc.x = x;
  doc.y = base + 5;
};

/** A long answer under its label; it flows onto the next pages as far as it needs. */
export const campoTexto = (doc: Documento, ...campo: Campo): void => {
  const x = doc.page.margins.left;
  const largura = larguraUtil(doc);
  const { valor, textoRotulo, alturaRotulo, alturaValor } = medirCampo(
    doc,
    campo,
    largura,
    largura,
  );
  // Never leave a label alone at the foot of a page.
  garantirEspaco(doc, alturaRotulo + 3 + Math.min(alturaValor, 2 * alturaLinha(doc)));
  usarRotulo(doc).text(textoRotulo, x, doc.y, { width: largura });
  doc.y += 3;
  usarValor(doc, valor).text(valor.texto, x, doc.y, {
    width: largura,
    lineGap: ENTRELINHA,
    align: 'justify',
  });
  doc.x = x;
  doc.y += 9;
};

/** A sub-heading followed by one bulleted line per item, each wrapping under its own text. */
export const listaComTitulo = (doc: Documento, titulo: string, itens: readonly string[]): void => {
  const x = doc.page.margins.left;
  const recuo = 16;
  const largura = larguraUtil(doc) - recuo;
  doc.font(FONTE.negrito).fontSize(TAMANHO_TEXTO);
  garantirEspaco(doc, 2 * alturaLinha(doc) + 4);
  doc.fillColor(COR.texto).text(textoPdf(titulo), x, doc.y, { width: larguraUtil(doc) });
  doc.y += 2;
  doc.font(FONTE.normal);
  for (const item of itens) {
    const texto = lerValor(item).texto;
    garantirEspaco(doc, Math.min(doc.heightOfString(texto, { width: largura }), 3 * 14));
    const y = doc.y;
    doc.fillColor(COR.institucional).text('•', x + 5, y, { lineBreak: false });
    doc.fillColor(COR.texto).text(texto, x + recuo, y, { width: largura, lineGap: ENTRELINHA });
  }
  doc.x = x;
  doc.y += 6;
};

export const paragrafo = (
  doc: Documento,
  texto: string,
  opcoes: { cor?: string; fonte?: string } = {},
): void => {
  const x = doc.page.margins.left;
  doc
    .font(opcoes.fonte ?? FONTE.normal)
    .fontSize(TAMANHO_TEXTO)
    .fillColor(opcoes.cor ?? COR.texto)
    .text(textoPdf(texto), x, doc.y, {
      width: larguraUtil(doc),
      lineGap: ENTRELINHA,
      align: 'justify',
    });
  doc.x = x;
};

/**
 * Writes `texto` inside the bottom or top margin. pdfkit starts a new page for any text below
 * the bottom margin, so the margin is lifted while the page furniture is drawn.
 */
export const textoNaMargem = (
  doc: Documento,
  texto: string,
  x: number,
  y: number,
  opcoes: PDFKit.Mixins.TextOptions,
): void => {
  const margemInferior = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.text(textoPdf(texto), x, y, { lineBreak: false, ...opcoes });
  doc.page.margins.bottom = margemInferior;
};
