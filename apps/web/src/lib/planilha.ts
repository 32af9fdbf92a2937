/**
 * The portal's spreadsheet exports, made in the browser: CSV (UTF-8 with BOM, quoted values,
 * ';', CRLF) and XLSX (text cells, bold header). Every export goes through here.
 */

/**
 * A text a spreadsheet would run as a formula ('=HYPERLINK(…)' typed as a company name) gets
 * an apostrophe in front, the sign spreadsheets read as "this is text" (OWASP CSV injection).
 */
const semFormula = (valor: string): string => (/^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor);

const campoCsv = (valor: string): string => `"${semFormula(valor).replaceAll('"', '""')}"`;

/** The UTF-8 byte order mark: without it Excel reads the file as ANSI and breaks the accents. */
const BOM = '\uFEFF';

/**
 * Excel in Portuguese (and LibreOffice in a Brazilian locale) splits columns on ';', since ','
 * is the decimal separator there: with ',' the whole file opens in one column. The public
 * open-data CSV is made on the server and keeps its own documented dialect.
 */
const SEPARADOR = ';';

/**
 * A header row and the rows, every value quoted with inner quotes doubled, separated by ';',
 * lines joined by CRLF, UTF-8 with a BOM so Excel shows 'Soluções' and not 'SoluÃ§Ãµes'.
 */
export const csvDe = (
  cabecalho: readonly string[],
  linhas: readonly (readonly string[])[],
): string =>
  BOM + [cabecalho, ...linhas].map((linha) => linha.map(campoCsv).join(SEPARADOR)).join('\r\n');

/** The same rows for an XLSX: the header in bold, every value a text cell. */
export const celulasDe = (cabecalho: readonly string[], linhas: readonly (readonly string[])[]) => [
  cabecalho.map((titulo) => ({ value: titulo, type: String, fontWeight: 'bold' as const })),
  ...linhas.map((linha) => linha.map((value) => ({ value, type: String }))),
];
