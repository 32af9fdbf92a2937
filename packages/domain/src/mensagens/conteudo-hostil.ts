import { LIMITES_IMAGEM } from '../catalogo/arquivos.ts';

const milhar = (n: number) => n.toLocaleString('pt-BR');

/**
 * The active content a PDF may carry, by the PDF name that marks it, in the words the refusal
 * uses to tell the sender what to remove.
 */
export const CONTEUDO_ATIVO_PDF = {
  JavaScript: 'JavaScript',
  JS: 'JavaScript',
  Launch: 'ação que abre outro programa',
  EmbeddedFile: 'arquivo anexado dentro do PDF',
  EmbeddedFiles: 'arquivo anexado dentro do PDF',
  RichMedia: 'mídia incorporada (vídeo, Flash)',
  XFA: 'formulário XFA',
} as const;

const REFAZER_PDF =
  'Abra o documento, use "Imprimir" e escolha "Salvar como PDF": o novo arquivo sai sem esse conteúdo. Depois envie o novo arquivo.';

/** Files refused for what they carry, not for their type or size. */
export const MENSAGENS_CONTEUDO_HOSTIL = {
  pdfComConteudoAtivo: (nome: string, itens: readonly string[]) =>
    `O PDF ${nome} traz conteúdo ativo, que o portal não aceita: ${itens.join(', ')}. Remova-o. ${REFAZER_PDF}`,
  pdfNaoVerificavel: (nome: string) =>
    `O PDF ${nome} tem partes compactadas que o portal não consegue conferir. ${REFAZER_PDF}`,
  imagemGrandeDemais: (nome: string, largura: number, altura: number) =>
    `A imagem ${nome} tem ${milhar(largura)} × ${milhar(altura)} pixels; o limite é ${milhar(LIMITES_IMAGEM.ladoMaximoPx)} pixels de lado e ${LIMITES_IMAGEM.megapixelsMaximos} megapixels. Reduza a imagem e envie de novo.`,
  imagemIlegivel: (nome: string, formato: string) =>
    `A imagem ${nome} não pôde ser lida como ${formato}: o arquivo está corrompido ou não é o que diz ser. Salve a imagem de novo e envie outra vez.`,
} as const;
