/**
 * Padded standard base64 without a `data:` prefix, the File payload's `conteudo`. A plain
 * character-class test keeps this linear on multi-megabyte uploads.
 */
export const isBase64Valido = (texto: string): boolean =>
  texto.length > 0 && texto.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(texto);
