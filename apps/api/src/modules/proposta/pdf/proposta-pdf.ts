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
  lerCaminho,
  SECOES_PROPOSTA,
  camposDaSecao,
  campoPerguntado,
  type CampoSolucao,
  type SecaoProposta,
} from '@portal/domain';
import PDFDocument from 'pdfkit';
import { desenharAbertura, desenharMoldura, PROGRAMA, quadroDaProposta } from './cabecalho-pdf.ts';
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

  desenharAbertura(doc, quadroDaProposta(dados.codigoProposta, dados.titulo));
  escreverEmpresa(doc, dados);
  escreverSolucao(doc, dados);
  escreverAnexos(doc, dados.anexos);
  desenharAssinatura(doc, dados.empresa);
  desenharMoldura(doc, `Proposta ${dados.codigoProposta}`, formatarDataHora(dados.geradoEm));

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

/** What the PDF prints for a field: a choice by its name, a list as the form shows it. */
const valorImpresso = (campo: CampoSolucao, dados: PropostaPdfDados): string | null => {
  const valor = lerCaminho(dados, campo.caminho);
  const { destino } = dados;
  switch (campo.tipo) {
    case 'simNao':
      return simOuNao(valor as boolean | null | undefined);
    case 'eixo':
      return findEixo(destino.destino)?.descricao ?? null;
    case 'capacidade':
      return nomeCapacidade(destino.destino, destino.indiceDetalhe);
    case 'palavrasChave':
      return juntarPalavrasChave(valor as string[]);
    default:
      return (valor as string | null | undefined) ?? null;
  }
};

const escreverSolucao = (doc: Documento, dados: PropostaPdfDados) => {
  Object.entries(SECOES_PROPOSTA).forEach(([secao, titulo], indice) => {
    tituloSecao(doc, `${indice + 2}. ${titulo}`);
    for (const campo of camposDaSecao(secao as SecaoProposta)) {
      const rotulo = campo.rotuloImpresso ?? campo.rotulo;
      const valor = valorImpresso(campo, dados);
      const perguntado = campoPerguntado(campo, dados);
      // The other capability is printed only when named; an entity the form never asked for is
      // printed as not applying, so the signer sees it was not forgotten.
      if (campo.perguntadoSe === 'capacidadeOutros' && (!perguntado || !valor?.trim())) continue;
      if (campo.tipo === 'texto' || campo.tipo === 'linha' || campo.tipo === 'palavrasChave') {
        campoTexto(doc, rotulo, valor, perguntado ? NAO_INFORMADO : 'Não se aplica');
      } else {
        campoLinha(doc, rotulo, valor);
      }
    }
  });
};

/** Listed in the form's category order; a context outside the catalogue still gets printed. */
const escreverAnexos = (doc: Documento, anexos: readonly PropostaPdfAnexo[]) => {
  tituloSecao(doc, `${Object.keys(SECOES_PROPOSTA).length + 2}. Anexos enviados`);
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
