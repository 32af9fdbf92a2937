/** How the form shows the list and how the 255-character total is counted. */
const SEPARADOR = ', ';

/** The form's keyword text: comma separated, each trimmed, empty ones dropped. */
export const parsePalavrasChave = (texto: string): string[] =>
  texto
    .split(',')
    .map((palavra) => palavra.trim())
    .filter((palavra) => palavra.length > 0);

export const juntarPalavrasChave = (lista: readonly string[]): string => lista.join(SEPARADOR);
