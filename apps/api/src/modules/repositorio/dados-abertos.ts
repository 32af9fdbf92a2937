import type { SolucaoDadosAbertos } from '@portal/domain';

/** The download names of the open data, one per format. */
export const NOME_DADOS_ABERTOS = 'solucoes-cidades-inteligentes';

const COLUNAS: readonly (keyof SolucaoDadosAbertos)[] = [
  'id',
  'titulo',
  'descricao',
  'palavrasChave',
  'eixo',
  'capacidade',
  'empresa',
  'webSite',
  'url',
  'publicadaEm',
];

// Companies write these texts and public managers open the file in a spreadsheet, which runs a
// cell starting with = + - @ (or a tab or return before one) as a formula. A leading apostrophe
// keeps it text (the OWASP advice); the JSON carries the text untouched.
const neutralizarFormula = (valor: string) => (/^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor);

const celula = (valor: SolucaoDadosAbertos[keyof SolucaoDadosAbertos]) => {
  const texto = Array.isArray(valor) ? valor.join('; ') : (valor ?? '');
  return `"${neutralizarFormula(texto).replace(/"/g, '""')}"`;
};

/**
 * The open data as CSV, written like the companies export of the staff area: UTF-8 with a BOM
 * (so a spreadsheet reads the accents), a header row, every value quoted with inner quotes
 * doubled, CRLF between lines; keywords joined by semicolons.
 */
export function paraCsv(linhas: readonly SolucaoDadosAbertos[]): string {
  const cabecalho = COLUNAS.map((coluna) => `"${coluna}"`).join(',');
  const corpo = linhas.map((linha) => COLUNAS.map((coluna) => celula(linha[coluna])).join(','));
  return `\uFEFF${[cabecalho, ...corpo].join('\r\n')}`;
}
