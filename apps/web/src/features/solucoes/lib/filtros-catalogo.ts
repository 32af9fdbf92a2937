import {
  capacidadesDoEixo,
  EIXOS,
  PAGINACAO_SOLUCOES_PUBLICAS,
  RESULTADOS_PARECER,
  type ResultadoParecer,
} from '@portal/domain';

/** The server's default page: twelve cards fill whole rows of one, two, three or four columns. */
export const TAMANHO_PAGINA_CATALOGO = PAGINACAO_SOLUCOES_PUBLICAS.tamanhoPadrao;

/** What the public catalogue shows: one page of the published solutions that match. */
export interface FiltrosCatalogo {
  busca: string;
  eixo: number | null;
  capacidade: number | null;
  saas: boolean | null;
  suporteNoBrasil: boolean | null;
  implantada: boolean | null;
  /** IBGE code of a municipality the solution already runs in. */
  municipio: number | null;
  parecer: ResultadoParecer | null;
  pagina: number;
}

/** The yes/no filters, by their name in the address and in the API. */
export const FILTROS_SIM_NAO = ['saas', 'suporteNoBrasil', 'implantada'] as const;
export type FiltroSimNao = (typeof FILTROS_SIM_NAO)[number];

export const FILTROS_CATALOGO_PADRAO: FiltrosCatalogo = {
  busca: '',
  eixo: null,
  capacidade: null,
  saas: null,
  suporteNoBrasil: null,
  implantada: null,
  municipio: null,
  parecer: null,
  pagina: 1,
};

const inteiro = (texto: string | null): number | null =>
  texto !== null && /^\d+$/.test(texto) ? Number(texto) : null;

const parecer = (texto: string | null): ResultadoParecer | null =>
  RESULTADOS_PARECER.find((resultado) => resultado === texto) ?? null;

const simNao = (texto: string | null): boolean | null =>
  texto === 'sim' ? true : texto === 'nao' ? false : null;

/**
 * The filters an address carries. Links come from the municipalities' tabs and from people, so
 * whatever the catalogue cannot show (an unknown axis, a capability of another axis) is dropped
 * instead of giving an empty page.
 */
export function lerFiltrosCatalogo(parametros: URLSearchParams): FiltrosCatalogo {
  const eixo = inteiro(parametros.get('eixo'));
  const eixoValido = EIXOS.some((e) => e.id === eixo) ? eixo : null;
  const capacidade = inteiro(parametros.get('capacidade'));
  return {
    busca: parametros.get('busca')?.trim() ?? '',
    eixo: eixoValido,
    capacidade:
      eixoValido !== null && capacidadesDoEixo(eixoValido).some((c) => c.id === capacidade)
        ? capacidade
        : null,
    saas: simNao(parametros.get('saas')),
    suporteNoBrasil: simNao(parametros.get('suporteNoBrasil')),
    implantada: simNao(parametros.get('implantada')),
    municipio: /^\d{7}$/.test(parametros.get('municipio') ?? '')
      ? Number(parametros.get('municipio'))
      : null,
    parecer: parecer(parametros.get('parecer')),
    pagina: Math.max(inteiro(parametros.get('pagina')) ?? 1, 1),
  };
}

/** The address keeps only what is in use, so a shared link stays short. */
export function filtrosCatalogoParaUrl(filtros: FiltrosCatalogo): URLSearchParams {
  const parametros = new URLSearchParams();
  if (filtros.busca.trim()) parametros.set('busca', filtros.busca.trim());
  if (filtros.eixo !== null) parametros.set('eixo', String(filtros.eixo));
  if (filtros.capacidade !== null) parametros.set('capacidade', String(filtros.capacidade));
  for (const filtro of FILTROS_SIM_NAO) {
    const valor = filtros[filtro];
    if (valor !== null) parametros.set(filtro, valor ? 'sim' : 'nao');
  }
  if (filtros.municipio !== null) parametros.set('municipio', String(filtros.municipio));
  if (filtros.parecer !== null) parametros.set('parecer', filtros.parecer);
  if (filtros.pagina > 1) parametros.set('pagina', String(filtros.pagina));
  return parametros;
}

/** GET /api/solucoes always gets the page and its size. */
export function filtrosCatalogoParaApi(filtros: FiltrosCatalogo): URLSearchParams {
  const parametros = filtrosCatalogoParaUrl(filtros);
  parametros.set('pagina', String(filtros.pagina));
  parametros.set('tamanho', String(TAMANHO_PAGINA_CATALOGO));
  return parametros;
}

/**
 * Any change other than the page starts again at page 1; a new axis clears a capability
 * that belonged to the old one.
 */
export function alterarFiltrosCatalogo(
  atuais: FiltrosCatalogo,
  mudanca: Partial<FiltrosCatalogo>,
): FiltrosCatalogo {
  const proximos = { ...atuais, ...mudanca };
  if (mudanca.eixo !== undefined && mudanca.eixo !== atuais.eixo && !('capacidade' in mudanca))
    proximos.capacidade = null;
  if (!('pagina' in mudanca)) proximos.pagina = 1;
  return proximos;
}

export const temFiltroCatalogo = (filtros: FiltrosCatalogo): boolean =>
  filtros.busca !== '' ||
  filtros.eixo !== null ||
  filtros.municipio !== null ||
  filtros.parecer !== null ||
  FILTROS_SIM_NAO.some((filtro) => filtros[filtro] !== null);

export const totalDePaginasCatalogo = (total: number): number =>
  Math.max(Math.ceil(total / TAMANHO_PAGINA_CATALOGO), 1);
