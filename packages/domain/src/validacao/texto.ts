export const apenasDigitos = (texto: string): string => texto.replace(/\D/g, '');

/** Repeated-character documents pass some check-digit rules but are never real. */
export const temTodosCaracteresIguais = (texto: string): boolean =>
  texto.length > 0 && [...texto].every((c) => c === texto[0]);
