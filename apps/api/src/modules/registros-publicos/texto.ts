/** Case and accents folded, so 'SAO PAULO', 'São Paulo' and 'sao paulo' compare equal. */
export const normalizarNome = (texto: string): string =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
