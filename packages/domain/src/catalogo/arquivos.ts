/** File contexts (spec, section 3): where an uploaded file belongs. */
export const CONTEXTO_ARQUIVO = {
  CERTIFICADOS_VALIDACAO: 1,
  COMPROVANTES_IMPLEMENTACAO: 2,
  OUTROS: 3,
  PORTFOLIOS: 4,
  RELATORIOS_DESEMPENHO: 5,
  RELATORIOS_ESTUDOS_CASO: 6,
  CERTIFICACOES: 7,
  PREMIOS_RECEBIDOS: 9,
  FOTOS: 10,
  /** The proposal form the server generates for signing: not an attachment, never listed as one. */
  PDF_GERADO: 11,
  FORM_ASSINADO: 12,
  PROVA_CNPJ: 13,
  /** A version of a programme document (call notice, notebooks…): the portal's, no company's. */
  DOCUMENTO_PROGRAMA: 20,
  /**
   * The institute's issued technical opinion. Kept with no proposal id on the file row, so no
   * listing of a proposal's files can show it before an administrator releases it.
   */
  PARECER_TECNICO: 21,
} as const;

export type ContextoArquivo = (typeof CONTEXTO_ARQUIVO)[keyof typeof CONTEXTO_ARQUIVO];

export type TipoConteudo = 'pdf' | 'png' | 'jpeg';

export interface CategoriaAnexo {
  contexto: ContextoArquivo;
  /** Path after `/fileindexer/proposta/{id}/` and before `/file`, as the spec's client calls it. */
  caminho: string;
  descricao: string;
  aceita: readonly TipoConteudo[];
}

/**
 * The attachment categories of the solution form, in the order the form shows them; each context
 * is the one of the table above, so no number is written twice.
 */
export const CATEGORIAS_ANEXO: readonly CategoriaAnexo[] = [
  {
    contexto: CONTEXTO_ARQUIVO.FOTOS,
    caminho: 'fotos',
    descricao: 'Fotos da solução',
    aceita: ['png', 'jpeg', 'pdf'],
  },
  {
    contexto: CONTEXTO_ARQUIVO.CERTIFICADOS_VALIDACAO,
    caminho: 'documentosentregues/certificadosvalidacao',
    descricao: 'Certificados de validação',
    aceita: ['pdf'],
  },
  {
    contexto: CONTEXTO_ARQUIVO.COMPROVANTES_IMPLEMENTACAO,
    caminho: 'documentosentregues/comprovantesimplementacao',
    descricao: 'Comprovantes de implementação',
    aceita: ['pdf'],
  },
  {
    contexto: CONTEXTO_ARQUIVO.PORTFOLIOS,
    caminho: 'documentosentregues/portfolios',
    descricao: 'Portfólios',
    aceita: ['pdf'],
  },
  {
    contexto: CONTEXTO_ARQUIVO.RELATORIOS_DESEMPENHO,
    caminho: 'documentosentregues/relatoriosdesempenho',
    descricao: 'Relatórios de desempenho',
    aceita: ['pdf'],
  },
  {
    contexto: CONTEXTO_ARQUIVO.RELATORIOS_ESTUDOS_CASO,
    caminho: 'documentosentregues/relatoriosestudoscaso',
    descricao: 'Relatórios de estudos de caso',
    aceita: ['pdf'],
  },
  {
    contexto: CONTEXTO_ARQUIVO.OUTROS,
    caminho: 'documentosentregues/outros',
    descricao: 'Outros documentos',
    aceita: ['pdf'],
  },
  {
    contexto: CONTEXTO_ARQUIVO.CERTIFICACOES,
    caminho: 'historicosolucao/certificacoes',
    descricao: 'Certificações',
    aceita: ['pdf'],
  },
  {
    contexto: CONTEXTO_ARQUIVO.PREMIOS_RECEBIDOS,
    caminho: 'historicosolucao/premiosrecebidos',
    descricao: 'Prêmios recebidos',
    aceita: ['pdf'],
  },
];

/** File kind (tipoDoArquivo) as the spec numbers it. */
export const TIPO_ARQUIVO = {
  PADRAO: 1,
  WORD_APRESENTACAO: 2,
  PLANILHA: 3,
  PDF: 4,
  IMAGEM: 5,
  TEXTO: 6,
} as const;

export const LIMITES_ARQUIVO = {
  /** 2 MB, the spec's per-file limit on the decoded content. */
  tamanhoMaximoBytes: 2_097_152,
  arquivosPorCategoria: 10,
} as const;

/**
 * An image's size in pixels, read from its header before anything decodes it: a file of a few
 * hundred bytes can declare billions of pixels, and every visitor's browser would decode them.
 * 40 megapixels holds any camera's photo; 10,000 px a side keeps out strips that pass the area.
 */
export const LIMITES_IMAGEM = {
  megapixelsMaximos: 40,
  ladoMaximoPx: 10_000,
} as const;
