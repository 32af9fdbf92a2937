// RFC 5987 leaves out of a value the few characters encodeURIComponent keeps: ' ( ) *.
const codificar = (nome: string) =>
  encodeURIComponent(nome).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);

/**
 * A Content-Disposition with a plain ASCII name for old clients and the UTF-8 one (RFC 6266) for
 * the rest: names carry accents ('Edital de convocação…') and must never break the header.
 */
export const contentDisposition = (tipo: 'inline' | 'attachment', nome: string): string =>
  `${tipo}; filename="${nome.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; ` +
  `filename*=UTF-8''${codificar(nome)}`;
