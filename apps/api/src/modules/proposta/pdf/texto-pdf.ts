/**
 * pdfkit's standard fonts (Helvetica) write one WinAnsi byte per character: anything outside that
 * code page would come out as garbage bytes, so every text the PDF prints passes through here.
 */

/** The WinAnsi characters above U+00FF (its 0x80–0x9F block). */
const WIN_ANSI_ALEM_LATIN1 = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Look-alikes people paste from word processors, mapped to what WinAnsi has. */
const EQUIVALENTES: Readonly<Record<string, string>> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u201B': "'",
  '\u201F': '"',
  '\u2043': '-',
  '\u2219': '·',
  '\u25AA': '•',
  '\u25CF': '•',
  '\u25E6': '•',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2116': 'N.º',
  '\u2713': 'v',
  '\u2714': 'v',
};

const isWinAnsi = (caractere: string): boolean => {
  const codigo = caractere.codePointAt(0) ?? 0;
  return (
    (codigo >= 0x20 && codigo <= 0x7e) ||
    (codigo >= 0xa0 && codigo <= 0xff && codigo !== 0xad) ||
    WIN_ANSI_ALEM_LATIN1.has(caractere)
  );
};

const converterCaractere = (caractere: string): string => {
  if (caractere === '\n' || isWinAnsi(caractere)) return caractere;
  const equivalente = EQUIVALENTES[caractere];
  if (equivalente !== undefined) return equivalente;
  if (/\s/u.test(caractere)) return ' ';
  // Controls, zero-width marks and the soft hyphen have nothing to draw.
  if (/[\p{Cc}\p{Cf}]/u.test(caractere)) return '';
  // A letter with a mark WinAnsi lacks (ő, ą, ș) keeps its base letter; ﬁ becomes fi.
  const semMarcas = caractere.normalize('NFKD').replace(/\p{M}/gu, '');
  if (semMarcas.length > 0 && [...semMarcas].every(isWinAnsi)) return semMarcas;
  return '?';
};

/** The text as Helvetica can print it: same words, accents kept, nothing unprintable. */
export const textoPdf = (texto: string): string =>
  Array.from(texto.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' '))
    .map(converterCaractere)
    .join('');
