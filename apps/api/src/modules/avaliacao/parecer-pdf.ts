import PDFDocument from 'pdfkit';
import { descricaoRecomendacao, formatarDataHora, type CriterioRubrica } from '@portal/domain';
import {
  desenharAbertura,
  desenharMoldura,
  PROGRAMA,
  quadroDaProposta,
} from '../proposta/pdf/cabecalho-pdf.ts';
import {
  campoLinha,
  campoTexto,
  coletarPdf,
  MARGENS,
  paragrafo,
  tituloSecao,
  type Documento,
} from '../proposta/pdf/layout-pdf.ts';
import type { AvaliacaoApresentada } from './presenter.ts';

export interface ParecerPdfDados {
  codigoProposta: string;
  titulo: string;
  nomeOficialEmpresa: string;
  /** Status 8: the opinion comes with a technology development counterpart (DCT). */
  comDct: boolean;
  consolidacao: { media: number; amplitude: number; quantidade: number };
  /** The criteria of every rubric version the evaluations used, by version. */
  rubricas: ReadonlyMap<number, readonly CriterioRubrica[]>;
  avaliacoes: readonly AvaliacaoApresentada[];
  conclusao: string;
  emitidoEm: Date;
}

const numero = (valor: number) => valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/**
 * The technical opinion (parecer técnico) as issued: the consolidated score, each evaluation with
 * its criteria, weights, scores, justifications and recommendation, the evaluators numbered and
 * shown as the company may see them, the conclusion and the date. Pure: the same data always
 * gives the same document.
 */
export async function renderParecerPdf(dados: ParecerPdfDados): Promise<Buffer> {
  const titulo = dados.comDct ? 'Parecer técnico com DCT' : 'Parecer técnico';
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGENS,
    bufferPages: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: {
      Title: `${titulo} — ${dados.codigoProposta}`,
      Author: 'IPT — Instituto de Pesquisas Tecnológicas',
      Subject: `${titulo} — ${PROGRAMA.chamadaCurta}`,
      Creator: 'Portal da Chamada Pública — Soluções Tecnológicas para Cidades Inteligentes',
      CreationDate: dados.emitidoEm,
    },
  });
  const pronto = coletarPdf(doc);

  desenharAbertura(doc, quadroDaProposta(dados.codigoProposta, dados.titulo), titulo);
  tituloSecao(doc, 'Resultado consolidado');
  campoLinha(doc, 'Empresa', dados.nomeOficialEmpresa);
  campoLinha(doc, 'Nota consolidada (0 a 10)', numero(dados.consolidacao.media));
  campoLinha(doc, 'Amplitude entre avaliadores', numero(dados.consolidacao.amplitude));
  campoLinha(doc, 'Avaliações consideradas', String(dados.consolidacao.quantidade));
  const avaliadores = new Set(dados.avaliacoes.map((a) => a.avaliador.nome));
  campoLinha(doc, 'Avaliadores', [...avaliadores].join(', '));
  if (dados.comDct) {
    campoLinha(doc, 'Contrapartida', 'Parecer técnico com DCT (status 8 da chamada)');
  }

  dados.avaliacoes.forEach((avaliacao, i) =>
    escreverAvaliacao(doc, i + 1, avaliacao, dados.rubricas),
  );

  tituloSecao(doc, 'Conclusão');
  paragrafo(doc, dados.conclusao);
  doc.moveDown(1);
  paragrafo(doc, `Emitido em ${formatarDataHora(dados.emitidoEm)}.`);

  desenharMoldura(doc, `Proposta ${dados.codigoProposta}`, formatarDataHora(dados.emitidoEm));
  doc.end();
  return pronto;
}

const escreverAvaliacao = (
  doc: Documento,
  numeroDaAvaliacao: number,
  avaliacao: AvaliacaoApresentada,
  rubricas: ReadonlyMap<number, readonly CriterioRubrica[]>,
) => {
  tituloSecao(doc, `Avaliação ${numeroDaAvaliacao} — ${avaliacao.avaliador.nome}`);
  campoLinha(doc, 'Enviada em', avaliacao.enviadaEm ? formatarDataHora(avaliacao.enviadaEm) : '');
  campoLinha(doc, 'Rubrica', `versão ${avaliacao.rubricaVersao}`);
  campoLinha(doc, 'Nota ponderada (0 a 10)', numero(avaliacao.notaFinal ?? 0));
  for (const criterio of rubricas.get(avaliacao.rubricaVersao) ?? []) {
    const item = avaliacao.notas[criterio.codigo];
    campoTexto(
      doc,
      `${criterio.codigo} — ${criterio.nome} · peso ${numero(criterio.peso)} · nota ${item?.nota ?? '–'} de ${criterio.escalaMaxima}`,
      item?.justificativa,
    );
  }
  campoLinha(doc, 'Recomendação', descricaoRecomendacao(avaliacao.recomendacao));
  campoTexto(doc, 'Fundamentação', avaliacao.fundamentacao);
};
