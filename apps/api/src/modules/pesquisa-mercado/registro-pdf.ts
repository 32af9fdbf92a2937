import PDFDocument from 'pdfkit';
import {
  formatarData,
  formatarDataHora,
  type RegistroPesquisaPublico,
  type SolucaoRegistrada,
} from '@portal/domain';
import { desenharAbertura, desenharMoldura } from '../proposta/pdf/cabecalho-pdf.ts';
import {
  campoLinha,
  campoTexto,
  coletarPdf,
  listaComTitulo,
  MARGENS,
  paragrafo,
  tituloSecao,
} from '../proposta/pdf/layout-pdf.ts';

const DOCUMENTO = 'Registro de pesquisa de mercado';

/** One solution on one line: what a procurement file needs to find it again, as it was. */
const linhaDaSolucao = (s: SolucaoRegistrada) =>
  `${s.posicao}. ${s.titulo} — ${s.empresa} · ${s.eixo}; ${s.capacidade} · Versão ${s.versao}, publicada em ${formatarData(s.publicadaEm)} · ${s.url}`;

/**
 * The record as a municipality files it: who searched, for what, with which words and filters,
 * what the repository answered and which solutions were singled out, each at the version then
 * published; its code, public address and SHA-256 let anyone check it. Pure: the same record
 * always gives the same document.
 */
export async function renderRegistroPdf({
  registro,
  sha256,
  url,
}: RegistroPesquisaPublico): Promise<Buffer> {
  const registradoEm = new Date(registro.registradoEm);
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGENS,
    bufferPages: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: {
      Title: `${DOCUMENTO} ${registro.codigo}`,
      Author: `${registro.gestor.nome} — ${registro.gestor.municipio}/${registro.gestor.uf}`,
      Subject: DOCUMENTO,
      Creator: 'Portal da Chamada Pública — Soluções Tecnológicas para Cidades Inteligentes',
      CreationDate: registradoEm,
    },
  });
  const pronto = coletarPdf(doc);

  desenharAbertura(
    doc,
    [
      { rotulo: 'Código de verificação', valor: registro.codigo },
      { rotulo: 'Município', valor: `${registro.gestor.municipio}/${registro.gestor.uf}` },
      { rotulo: 'Registrado em', valor: formatarDataHora(registradoEm) },
    ],
    DOCUMENTO,
  );

  tituloSecao(doc, 'Responsável pela pesquisa');
  campoLinha(doc, 'Nome', registro.gestor.nome);
  campoLinha(doc, 'Cargo', registro.gestor.cargo);
  campoLinha(
    doc,
    'Município (código IBGE)',
    `${registro.gestor.municipio}/${registro.gestor.uf} (${registro.gestor.codigoIbge})`,
  );
  if (registro.finalidade) campoTexto(doc, 'Finalidade da pesquisa', registro.finalidade);

  tituloSecao(doc, 'Busca no repositório de soluções');
  campoLinha(doc, 'Palavras buscadas', registro.busca.texto, 'Nenhuma (todas as soluções)');
  if (registro.busca.corrigidaPara) {
    campoLinha(doc, 'Corrigida pelo portal para', registro.busca.corrigidaPara);
  }
  campoLinha(
    doc,
    'Filtros',
    registro.busca.filtros.map((f) => `${f.rotulo}: ${f.valor}`).join('; '),
    'Nenhum',
  );
  campoLinha(doc, 'Soluções encontradas', String(registro.busca.total));

  if (registro.selecao.length > 0) {
    tituloSecao(doc, 'Soluções selecionadas');
    listaComTitulo(
      doc,
      'Na ordem de preferência do responsável:',
      registro.selecao.map(linhaDaSolucao),
    );
  }
  tituloSecao(doc, 'Resultados da busca');
  if (registro.resultados.length === 0)
    paragrafo(doc, 'Nenhuma solução publicada atendeu à busca.');
  else {
    listaComTitulo(
      doc,
      registro.resultados.length < registro.busca.total
        ? `Os ${registro.resultados.length} primeiros, por relevância:`
        : 'Por relevância:',
      registro.resultados.map(linhaDaSolucao),
    );
  }

  tituloSecao(doc, 'Verificação');
  paragrafo(
    doc,
    'Este registro é imutável: publicações e alterações posteriores das soluções não o mudam. ' +
      'O endereço abaixo mostra exatamente o que foi registrado; o resumo SHA-256 é calculado ' +
      'sobre o registro em JSON, como o portal o fornece nesse endereço.',
  );
  doc.moveDown(0.5);
  campoLinha(doc, 'Endereço público', url);
  // Full width: the 64 digits fit one line there, and a digest read across a break is misread.
  campoTexto(doc, 'SHA-256', sha256);

  desenharMoldura(doc, `Registro ${registro.codigo}`, formatarDataHora(registradoEm));
  doc.end();
  return pronto;
}
