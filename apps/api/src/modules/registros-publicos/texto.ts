import { semAcentos } from '../../infra/db/sql-texto.ts';

/** Case, accents and spacing folded, so 'SAO  PAULO', 'São Paulo' and 'sao paulo' compare equal. */
export const normalizarNome = (texto: string): string =>
  semAcentos(texto).replace(/\s+/g, ' ').trim();
