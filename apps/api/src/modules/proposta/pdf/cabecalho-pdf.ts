import { COR, FONTE, larguraUtil, textoNaMargem, type Documento } from './layout-pdf.ts';
import { textoPdf } from './texto-pdf.ts';

export const PROGRAMA = {
  governo: 'Governo do Estado de São Paulo — Secretaria de Desenvolvimento Econômico',
  chamada: 'Chamada Pública n.º 001/2025 — Soluções Tecnológicas para Cidades Inteligentes',
  parceria: 'Em parceria com o IPT — Instituto de Pesquisas Tecnológicas',
  chamadaCurta: 'Chamada Pública n.º 001/2025',
  documento: 'Formulário de proposta de solução',
} as const;

/** A line of the box under the document's title: what the document is about. */
export interface LinhaQuadro {
  rotulo: string;
  valor: string;
}

/** The box of the proposal's form and of the technical opinion on it. */
export const quadroDaProposta = (codigo: string, titulo: string): LinhaQuadro[] => [
  { rotulo: 'Código da proposta', valor: codigo },
  { rotulo: 'Título da solução', valor: titulo },
];

/**
 * The first page's letterhead, the document title and the box naming what it is about. The same
 * letterhead opens the proposal's form, the institute's technical opinion and a municipality's
 * market-survey record, each under its own title.
 */
export const desenharAbertura = (
  doc: Documento,
  quadro: readonly LinhaQuadro[],
  documento: string = PROGRAMA.documento,
): void => {
  const x = doc.page.margins.left;
  const largura = larguraUtil(doc);
  const centro = { width: largura, align: 'center' as const };

  doc.rect(0, 0, doc.page.width, 8).fill(COR.institucional);
  doc.font(FONTE.negrito).fontSize(10.5).fillColor(COR.institucional);
  doc.text(textoPdf(PROGRAMA.governo), x, 34, centro);
  doc.moveDown(0.25).font(FONTE.normal).fontSize(10).fillColor(COR.texto);
  doc.text(textoPdf(PROGRAMA.chamada), x, doc.y, centro);
  doc.moveDown(0.25).font(FONTE.italico).fontSize(9).fillColor(COR.suave);
  doc.text(textoPdf(PROGRAMA.parceria), x, doc.y, centro);

  const regua = doc.y + 10;
  doc
    .moveTo(x, regua)
    .lineTo(x + largura, regua)
    .lineWidth(1)
    .strokeColor(COR.institucional)
    .stroke();

  doc.font(FONTE.negrito).fontSize(17).fillColor(COR.institucional);
  doc.text(textoPdf(documento), x, regua + 16, centro);

  desenharQuadro(doc, quadro, doc.y + 12);
};

const desenharQuadro = (doc: Documento, quadro: readonly LinhaQuadro[], y: number) => {
  const x = doc.page.margins.left;
  const largura = larguraUtil(doc);
  const padding = 10;
  const larguraRotulo = 120;
  const larguraValor = largura - 2 * padding - larguraRotulo;
  const linhas = quadro.map((linha) => ({ rotulo: linha.rotulo, valor: textoPdf(linha.valor) }));
  doc.font(FONTE.negrito).fontSize(10.5);
  const alturas = linhas.map(
    (linha) => doc.heightOfString(linha.valor, { width: larguraValor, lineGap: 2 }) + 6,
  );
  const alturaQuadro = alturas.reduce((soma, a) => soma + a, 0) + 2 * padding - 6;
  doc
    .roundedRect(x, y, largura, alturaQuadro, 3)
    .lineWidth(0.75)
    .fillAndStroke('#f5f8fb', COR.linha);

  let atual = y + padding;
  linhas.forEach((linha, i) => {
    doc.font(FONTE.negrito).fontSize(8.5).fillColor(COR.rotulo);
    doc.text(textoPdf(linha.rotulo), x + padding, atual + 2, { width: larguraRotulo });
    doc.font(FONTE.negrito).fontSize(10.5).fillColor(COR.texto);
    doc.text(linha.valor, x + padding + larguraRotulo, atual, { width: larguraValor, lineGap: 2 });
    atual += alturas[i] ?? 0;
  });
  doc.x = x;
  doc.y = y + alturaQuadro + 4;
};

/**
 * Running header (from page 2), footer and page numbers. Drawn once every page exists, which is
 * why the document buffers its pages: "Página X de Y" needs Y. `documento` names the document in
 * the footer ("Proposta CP-2025-0001").
 */
export const desenharMoldura = (doc: Documento, documento: string, geradoEm: string): void => {
  const { start, count } = doc.bufferedPageRange();
  for (let indice = start; indice < start + count; indice++) {
    doc.switchToPage(indice);
    const x = doc.page.margins.left;
    const largura = larguraUtil(doc);
    const metade = { width: largura / 2 };

    if (indice > start) {
      doc.font(FONTE.normal).fontSize(8).fillColor(COR.suave);
      textoNaMargem(doc, PROGRAMA.governo, x, 32, { width: largura * 0.7 });
      doc.font(FONTE.negrito).fillColor(COR.institucional);
      textoNaMargem(doc, PROGRAMA.chamadaCurta, x + largura * 0.7, 32, {
        width: largura * 0.3,
        align: 'right',
      });
      linhaHorizontal(doc, 46, COR.linha);
    }

    const rodape = doc.page.height - 48;
    linhaHorizontal(doc, rodape, COR.linha);
    doc.font(FONTE.normal).fontSize(8).fillColor(COR.suave);
    textoNaMargem(doc, `${documento}  ·  Gerado em ${geradoEm}`, x, rodape + 8, metade);
    doc.font(FONTE.negrito).fillColor(COR.texto);
    textoNaMargem(doc, `Página ${indice - start + 1} de ${count}`, x + largura / 2, rodape + 8, {
      ...metade,
      align: 'right',
    });
  }
};

const linhaHorizontal = (doc: Documento, y: number, cor: string) =>
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.5)
    .strokeColor(cor)
    .stroke();
