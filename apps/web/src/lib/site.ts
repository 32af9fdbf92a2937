/** Names the whole portal shows; kept together so the header, titles and share texts agree. */
export const NOME_PORTAL = 'Cidades Inteligentes';
export const CHAMADA = 'Chamada Pública n.º 001/2025';
export const SUBTITULO_PORTAL = `${CHAMADA} — Soluções Tecnológicas para Cidades Inteligentes`;
export const GOVERNO = 'Governo do Estado de São Paulo';
export const SECRETARIA = 'Secretaria de Desenvolvimento Econômico';
export const INSTITUTO = 'IPT — Instituto de Pesquisas Tecnológicas do Estado de São Paulo';

/** The data-protection law, linked wherever the portal asks for consent or explains it. */
export const LEI_LGPD = 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm';

export const tituloDocumento = (pagina: string): string => `${pagina} | ${NOME_PORTAL}`;
