import { randomInt } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a code read aloud or typed from paper survives.
const ALFABETO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A record's verification code, "7K3M-Q9XD-2FHB": 60 random bits, so its public page cannot be
 * found by trying codes, only by whoever holds the document.
 */
export function gerarCodigoRegistro(): string {
  const caracteres = Array.from({ length: 12 }, () => ALFABETO[randomInt(ALFABETO.length)]);
  return [0, 4, 8].map((inicio) => caracteres.slice(inicio, inicio + 4).join('')).join('-');
}
