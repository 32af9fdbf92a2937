import { EIXOS } from '@portal/domain';

/** How the portal names itself in titles and share cards (the web app's tab titles agree). */
export const NOME_PORTAL = 'Cidades Inteligentes';

export const tituloDocumento = (pagina: string) => `${pagina} | ${NOME_PORTAL}`;

/** What a page tells search engines and share cards about itself. */
export interface MetaPagina {
  /** The whole `<title>`, the portal's name included. */
  titulo: string;
  descricao: string;
  /** Path (and query) of the canonical address. */
  caminho: string;
  tipo: 'website' | 'article';
  /** False for a page that does not exist: its card still renders, search engines skip it. */
  indexavel: boolean;
}

const pagina = (caminho: string, titulo: string, descricao: string): MetaPagina => ({
  titulo,
  descricao,
  caminho,
  tipo: 'website',
  indexavel: true,
});

// The public pages of the spec's route table (section 2); '/home' is the same page as '/'.
const HOME = pagina(
  '/',
  `${NOME_PORTAL} | Governo do Estado de São Paulo`,
  'Chamada Pública n.º 001/2025 — Soluções Tecnológicas para Cidades Inteligentes, da Secretaria de Desenvolvimento Econômico do Estado de São Paulo em parceria com o IPT.',
);

export const PAGINAS_PUBLICAS: Readonly<Record<string, MetaPagina>> = {
  '/': HOME,
  '/home': HOME,
  '/sobre': pagina(
    '/sobre',
    tituloDocumento('Sobre a chamada'),
    'Cidades inteligentes, a missão da Secretaria de Desenvolvimento Econômico, a parceria com o IPT e a avaliação técnica que forma um repositório digital de soluções.',
  ),
  '/fornecedores': pagina(
    '/fornecedores',
    tituloDocumento('Fornecedores'),
    'Cadastre sua empresa e submeta soluções em conectividade, governança e planejamento urbano, mobilidade, segurança e serviços para a avaliação técnica do IPT.',
  ),
  '/municipios': pagina(
    '/municipios',
    tituloDocumento('Municípios'),
    'Os cinco eixos temáticos da chamada, com cadernos técnicos, modelos de termo de referência, modelos de contratação e fontes de financiamento para gestores públicos.',
  ),
  '/solutions': pagina(
    '/solutions',
    tituloDocumento('Soluções'),
    'Repositório público de soluções tecnológicas para cidades inteligentes avaliadas pelo IPT: busque por palavra, eixo temático e capacidade.',
  ),
  '/estatisticas': pagina(
    '/estatisticas',
    tituloDocumento('Estatísticas do repositório'),
    'Por eixo temático: soluções disponibilizadas, municípios interessados e desfechos contados pelos gestores públicos (contratada, testada em CPSI, não seguiu).',
  ),
  '/acessibilidade': pagina(
    '/acessibilidade',
    tituloDocumento('Acessibilidade'),
    'Os recursos de acessibilidade do portal (atalhos, alto contraste, teclado), como ele foi avaliado, as limitações conhecidas e como relatar uma barreira.',
  ),
  '/privacidade': pagina(
    '/privacidade',
    tituloDocumento('Aviso de privacidade'),
    'Quem trata os dados pessoais da chamada, o encarregado, para quê, por quanto tempo e como pedir acesso, correção ou exclusão (LGPD).',
  ),
};

/** The pages a sitemap lists, once each. */
export const CAMINHOS_SITEMAP = [
  '/',
  '/sobre',
  '/fornecedores',
  '/municipios',
  '/solutions',
  '/estatisticas',
  '/acessibilidade',
  '/privacidade',
];

/**
 * The catalogue opened on one axis (the theme tabs of /municipios link there) is a page of its
 * own for a share card; any other query is the plain catalogue.
 */
export function metaCatalogo(eixoParam: string | null): MetaPagina {
  const eixo = EIXOS.find((e) => String(e.id) === eixoParam);
  if (!eixo) return PAGINAS_PUBLICAS['/solutions']!;
  return pagina(
    `/solutions?eixo=${eixo.id}`,
    tituloDocumento(`Soluções — ${eixo.descricao}`),
    `Soluções tecnológicas de ${eixo.descricao.toLowerCase()} para cidades inteligentes, avaliadas pelo IPT na Chamada Pública n.º 001/2025.`,
  );
}

export const metaSolucao = (id: string, titulo: string, descricao: string): MetaPagina => ({
  titulo: tituloDocumento(titulo),
  descricao,
  caminho: `/solutions/${id}`,
  tipo: 'article',
  indexavel: true,
});

export const META_SOLUCAO_AUSENTE: MetaPagina = {
  ...PAGINAS_PUBLICAS['/solutions']!,
  titulo: tituloDocumento('Solução não encontrada'),
  indexavel: false,
};

/** An address the web app has no page for: its "not found" page, kept out of search engines. */
export const META_PAGINA_AUSENTE: MetaPagina = {
  ...HOME,
  titulo: tituloDocumento('Página não encontrada'),
  descricao: 'O endereço procurado não existe ou foi alterado.',
  indexavel: false,
};
