export const apenasDigitos = (texto: string): string => texto.replace(/\D/g, '');

/** Repeated-character documents pass some check-digit rules but are never real. */
export const temTodosCaracteresIguais = (texto: string): boolean =>
  texto.length > 0 && [...texto].every((c) => c === texto[0]);

// NUL cannot be stored in a PostgreSQL text at all, and nobody types the other control
// characters (C0, DEL, C1): they only arrive from a script or a paste gone wrong. A multi-line
// field (a textarea) keeps tab and line breaks. Matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const CONTROLE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROLE_FORA_DE_LINHAS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const temCaractereDeControle = (texto: string, multilinha = false): boolean =>
  (multilinha ? CONTROLE_FORA_DE_LINHAS : CONTROLE).test(texto);
