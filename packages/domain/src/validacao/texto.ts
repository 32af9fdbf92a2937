export const apenasDigitos = (texto: string): string => texto.replace(/\D/g, '');

/** Repeated-character documents pass some check-digit rules but are never real. */
export const temTodosCaracteresIguais = (texto: string): boolean =>
  texto.length > 0 && [...texto].every((c) => c === texto[0]);

// NUL cannot be stored in a PostgreSQL text at all, and nobody types the other control
// characters (C0, DEL, C1): they only arrive from a script or a paste gone wrong. A multi-line
// field (a textarea) keeps tab and line breaks.
const ehControle = (codigo: number) => codigo <= 0x1f || (codigo >= 0x7f && codigo <= 0x9f);
const TAB_E_QUEBRAS = new Set([0x09, 0x0a, 0x0d]);

export const temCaractereDeControle = (texto: string, multilinha = false): boolean => {
  for (let i = 0; i < texto.length; i++) {
    const codigo = texto.charCodeAt(i);
    if (ehControle(codigo) && !(multilinha && TAB_E_QUEBRAS.has(codigo))) return true;
  }
  return false;
};
