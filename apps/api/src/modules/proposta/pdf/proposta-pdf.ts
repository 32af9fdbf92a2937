import {
  CAPACIDADE_NAO_INFORMADA,
  CATEGORIAS_ANEXO,
  descricaoCapacidade,
  findEixo,
  findEixoDaCapacidade,
  formatarCep,
  formatarCnpj,
  formatarDataHora,
  juntarPalavrasChave,
} from '@portal/domain';
import PDFDocument from 'pdfkit';
import { desenharAbertura, desenharMoldura, PROGRAMA } from './cabecalho-pdf.ts';
import { desenharAssinatura } from './assinatura-pdf.ts';
import {
  campoLinha,
  campoTexto,
  coletarPdf,
  COR,
  FONTE,
  listaComTitulo,
  MARGENS,
  NAO_INFORMADO,
  paragrafo,
  tituloSecao,
  type Documento,
} from './layout-pdf.ts';
import type { PropostaPdfAnexo, PropostaPdfDados } from './proposta-pdf-dados.ts';

const simOuNao = (valor: boolean | null | undefined): string | null =>
  valor === true ? 'Sim' : valor === false ? 'Não' : null;

/**
 * The proposal form the company's legal representative prints, signs and uploads. Pure: the
 * same data always gives the same document, and nothing is read from or written to disk.
 */
export async function renderPropostaPdf(dados: PropostaPdfDados): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGENS,
    bufferPages: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: {
      Title: dados.titulo,
      Author: dados.empresa.nomeOficial,
      Subject: `${PROGRAMA.documento} — ${PROGRAMA.chamadaCurta}`,
      Keywords: juntarPalavrasChave(dados.keyWords),
      Creator: 'Portal da Chamada Pública — Soluções Tecnológicas para Cidades Inteligentes',
      CreationDate: dados.geradoEm,
    },
  });
  const pronto = coletarPdf(doc);

  desenharAbertura(doc, dados.codigoProposta, dados.titulo);
  escreverEmpresa(doc, dados);
  escreverSolucao(doc, dados);
  escreverAnexos(doc, dados.anexos);
  desenharAssinatura(doc, dados.empresa);
  desenharMoldura(doc, dados.codigoProposta, formatarDataHora(dados.geradoEm));

  doc.end();
  return pronto;
}

const escreverEmpresa = (doc: Documento, { empresa }: PropostaPdfDados) => {
  const { endereco } = empresa;
  const logradouro = [
    `${endereco.tipoLogradouro} ${endereco.nomeLogradouro}`.trim(),
    endereco.numero,
    endereco.complemento,
  ]
    .map((parte) => parte?.trim())
    .filter(Boolean)
    .join(', ');

  tituloSecao(doc, '1. Identificação da empresa');
  campoLinha(doc, 'Razão social', empresa.nomeOficial);
  campoLinha(doc, 'Nome fantasia', empresa.nomeFantasia);
  campoLinha(doc, 'CNPJ', formatarCnpj(empresa.cnpj));
  campoLinha(doc, 'Endereço', logradouro);
  campoLinha(doc, 'Bairro', endereco.bairro);
  campoLinha(doc, 'Município / UF', `${endereco.municipio} / ${endereco.uf}`);
  campoLinha(doc, 'CEP', formatarCep(endereco.cep));
};

/** The capability must belong to the chosen axis; any other pairing is reported as unknown. */
const nomeCapacidade = (eixoId: number, capacidadeId: number): string =>
  findEixoDaCapacidade(capacidadeId)?.id === eixoId
    ? descricaoCapacidade(capacidadeId)
    : CAPACIDADE_NAO_INFORMADA;

const escreverSolucao = (doc: Documento, dados: PropostaPdfDados) => {
  const { destino, descricaoTecnicaSolucao: tecnica, justificativa } = dados;
  const { historicoSolucao: historico, suporteSolucao: suporte } = dados;

  tituloSecao(doc, '2. Identificação da solução');
  campoTexto(doc, 'Título', dados.titulo);
  campoTexto(doc, 'Descrição', dados.descricao);
  campoTexto(doc, 'Palavras-chave', juntarPalavrasChave(dados.keyWords));

  tituloSecao(doc, '3. Eixo temático e capacidade');
  campoLinha(doc, 'Eixo temático', findEixo(destino.destino)?.descricao);
  campoLinha(doc, 'Capacidade', nomeCapacidade(destino.destino, destino.indiceDetalhe));
  if (destino.destinoOutro?.trim()) campoLinha(doc, 'Outros (especificar)', destino.destinoOutro);

  tituloSecao(doc, '4. Descrição técnica da solução');
  campoTexto(doc, 'Conceito', tecnica.conceito);
  campoTexto(doc, 'Aplicação prática', tecnica.aplicacaoPratica);
  campoTexto(doc, 'Requisitos técnicos e operacionais', tecnica.requisitosTecnicosOperacionais);
  campoTexto(doc, 'Limitações técnicas', tecnica.limitacoesTecnicas);
  campoTexto(doc, 'Escalabilidade', tecnica.escalabilidade);
  campoTexto(doc, 'Benefícios esperados', tecnica.beneficiosEsperados);
  campoTexto(doc, 'Custos estimados', tecnica.custosEstimados);
  campoTexto(doc, 'Modalidade de contratação', tecnica.modalidadeContratacao);

  tituloSecao(doc, '5. Justificativa');
  campoTexto(doc, 'Problema resolvido', justificativa.problemaResolvido);
  campoTexto(doc, 'Benefícios diretos', justificativa.beneficiosDiretos);
  campoTexto(doc, 'Relevância', justificativa.relevancia);
  campoTexto(doc, 'Diferencial', justificativa.diferencial);

  tituloSecao(doc, '6. Histórico da solução');
  campoLinha(doc, 'Validação ou registro por terceiros', simOuNao(historico.validacaoOuRegistro));
  campoTexto(
    doc,
    'Entidade responsável pela validação',
    historico.entidadeResponsavelValidacao,
    // The form only asks for the entity when the solution was validated.
    historico.validacaoOuRegistro ? NAO_INFORMADO : 'Não se aplica',
  );
  campoTexto(doc, 'Cidades onde foi implementada', historico.cidadeImplementada);

  tituloSecao(doc, '7. Suporte da solução');
  campoLinha(doc, 'Suporte técnico no Brasil', simOuNao(suporte.suporteNoBrasil));
  campoLinha(doc, 'Software como serviço (SaaS)', simOuNao(suporte.saaS));
  campoTexto(doc, 'Tempo médio de atendimento', suporte.tempoMedio);
  campoTexto(doc, 'Tempo de garantia da solução', suporte.tempoGarantia);
  campoTexto(doc, 'Tempo médio entre falhas (MTBF)', suporte.mtbf);
};

/** Listed in the form's category order; a context outside the catalogue still gets printed. */
const escreverAnexos = (doc: Documento, anexos: readonly PropostaPdfAnexo[]) => {
  tituloSecao(doc, '8. Anexos enviados');
  if (anexos.length === 0) {
    paragrafo(doc, 'Nenhum anexo', { cor: COR.suave, fonte: FONTE.italico });
    return;
  }
  const nomesDe = (filtro: (anexo: PropostaPdfAnexo) => boolean) =>
    anexos.filter(filtro).map((anexo) => anexo.nomeOriginal);
  for (const categoria of CATEGORIAS_ANEXO) {
    const nomes = nomesDe((anexo) => anexo.contexto === categoria.contexto);
    if (nomes.length > 0) listaComTitulo(doc, `${categoria.descricao} (${nomes.length})`, nomes);
  }
  const foraDoCatalogo = nomesDe(
    (anexo) => !CATEGORIAS_ANEXO.some((categoria) => categoria.contexto === anexo.contexto),
  );
  if (foraDoCatalogo.length > 0) {
    listaComTitulo(doc, `Outros anexos (${foraDoCatalogo.length})`, foraDoCatalogo);
  }
};
