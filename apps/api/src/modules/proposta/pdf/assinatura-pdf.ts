import { formatarCnpj, formatarCpf } from '@portal/domain';
import {
  COR,
  FONTE,
  garantirEspaco,
  larguraUtil,
  paragrafo,
  tituloSecao,
  type Documento,
} from './layout-pdf.ts';
import type { PropostaPdfEmpresa } from './proposta-pdf-dados.ts';
import { textoPdf } from './texto-pdf.ts';

const declaracao = (empresa: PropostaPdfEmpresa): string =>
  `A empresa ${empresa.nomeOficial.trim()}, inscrita no CNPJ sob o n.º ` +
  `${formatarCnpj(empresa.cnpj)}, por meio de seu representante legal abaixo identificado, ` +
  'declara, sob as penas da lei, que as informações prestadas neste formulário e em seus ' +
  'anexos são verdadeiras e autoriza a Secretaria de Desenvolvimento Econômico do Estado de ' +
  'São Paulo e o IPT — Instituto de Pesquisas Tecnológicas a realizar a avaliação técnica da ' +
  'solução e, caso aprovada, a publicá-la no repositório público de soluções da Chamada ' +
  'Pública n.º 001/2025.';

const LOCAL_E_DATA =
  'Local e data: ____________________________, ____ de ________________ de ______.';

/** Space the signer needs between the place/date line and the signature line. */
const ESPACO_ASSINATURA = 46;

/**
 * The declaration and the signature block. They always share a page: a signature on a page of
 * its own, away from what it declares, would be worthless on paper.
 */
export const desenharAssinatura = (doc: Documento, empresa: PropostaPdfEmpresa): void => {
  const texto = declaracao(empresa);
  const largura = larguraUtil(doc);
  doc.font(FONTE.normal).fontSize(10);
  const alturaDeclaracao = doc.heightOfString(textoPdf(texto), { width: largura, lineGap: 2.5 });
  // Heading band and spacing, declaration, place and date, the signer's space and three lines.
  garantirEspaco(doc, 41 + alturaDeclaracao + 32 + ESPACO_ASSINATURA + 45);
  tituloSecao(doc, '9. Declaração e assinatura');

  paragrafo(doc, texto);
  doc.y += 18;
  paragrafo(doc, LOCAL_E_DATA);

  const x = doc.page.margins.left;
  const larguraLinha = 280;
  const inicioLinha = x + (largura - larguraLinha) / 2;
  const y = doc.y + ESPACO_ASSINATURA;
  doc
    .moveTo(inicioLinha, y)
    .lineTo(inicioLinha + larguraLinha, y)
    .lineWidth(0.75)
    .strokeColor(COR.texto)
    .stroke();

  const centro = { width: largura, align: 'center' as const };
  doc.font(FONTE.negrito).fontSize(10).fillColor(COR.texto);
  doc.text(textoPdf(empresa.responsavelLegalNome), x, y + 5, centro);
  doc.font(FONTE.normal).fontSize(9.5).fillColor(COR.rotulo);
  doc.text(`CPF: ${formatarCpf(empresa.responsavelLegalCPF)}`, x, doc.y + 1, centro);
  const cargo = textoPdf(empresa.responsavelLegalCargo ?? '').trim();
  doc.text(cargo ? `Cargo: ${cargo}` : 'Representante legal', x, doc.y + 1, centro);
  doc.x = x;
};
