// People open these files in a spreadsheet, which runs a cell starting with = + - @ (or a tab or
// return before one) as a formula. A leading apostrophe keeps it text (the OWASP advice).
const neutralizarFormula = (valor: string) => (/^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor);

const celula = (valor: string | null) => `"${neutralizarFormula(valor ?? '').replace(/"/g, '""')}"`;

/**
 * A CSV a Brazilian spreadsheet opens as it is: UTF-8 with a BOM (so it reads the accents), a
 * header row, every value quoted with inner quotes doubled, CRLF between lines.
 */
export function paraCsv(
  cabecalho: readonly string[],
  linhas: readonly (string | null)[][],
): string {
  return `\uFEFF${[cabecalho, ...linhas].map((linha) => linha.map(celula).join(',')).join('\r\n')}`;
}
