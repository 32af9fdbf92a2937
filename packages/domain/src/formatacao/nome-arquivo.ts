/** The longest part a name contributes to a file name: file systems and mail clients cut more. */
const MAXIMO_PARTE = 60;

/**
 * A text as part of a file name anyone can save, send and sort: lower case, no accents,
 * words joined by '-' ('Água Viva Soluções Ltda.' → 'agua-viva-solucoes-ltda').
 */
export function slugArquivo(texto: string): string {
  const slug = texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAXIMO_PARTE)
    .replace(/-+$/, '');
  return slug || 'arquivo';
}

/** The CNPJ as a file name carries it: its 14 characters, without the mask. */
const cnpjSemMascara = (cnpj: string) => cnpj.replace(/[^0-9a-z]/gi, '').toUpperCase();

/** `cartao-cnpj-11222333000181-agua-viva-solucoes-ltda.pdf`: one name per company. */
export const nomeCartaoCnpj = (cnpj: string, nomeEmpresa: string): string =>
  `cartao-cnpj-${cnpjSemMascara(cnpj)}-${slugArquivo(nomeEmpresa)}.pdf`;

/** `solucao-CI-2025-000123-semaforos-que-conversam.zip` (or `.pdf`): the code, then the title. */
export const nomeArquivoSolucao = (
  prefixo: string,
  codigoProposta: string,
  titulo: string,
  extensao: '.zip' | '.pdf',
): string => `${prefixo}-${codigoProposta}-${slugArquivo(titulo)}${extensao}`;
