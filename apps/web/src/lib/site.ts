/** Names the whole portal shows; kept together so the header, titles and share texts agree. */
export const NOME_PORTAL = 'Cidades Inteligentes';
export const CHAMADA = 'Chamada Pública n.º 001/2025';
export const SUBTITULO_PORTAL = `${CHAMADA} — Soluções Tecnológicas para Cidades Inteligentes`;
export const GOVERNO = 'Governo do Estado de São Paulo';
export const SECRETARIA = 'Secretaria de Desenvolvimento Econômico';
export const INSTITUTO = 'IPT — Instituto de Pesquisas Tecnológicas do Estado de São Paulo';

export const tituloDocumento = (pagina: string): string => `${pagina} | ${NOME_PORTAL}`;
