import {
  capacidadesDoEixo,
  EIXOS,
  ORDENS_ANALISE,
  PAGINACAO_ANALISE,
  STATUS_PROPOSTA_LISTA,
  type OrdemAnalise,
} from '@portal/domain';

export type { OrdemAnalise };
export type Direcao = 'asc' | 'desc';

/** The page sizes offered; the server's default among them. */
export const TAMANHOS_PAGINA = [20, PAGINACAO_ANALISE.tamanhoPadrao, 100] as const;

/** What the staff table shows: one page of one sorted, filtered view of every solution. */
export interface FiltrosAnalise {
  pagina: number;
  tamanho: number;
  ordem: OrdemAnalise;
  direcao: Direcao;
  status: readonly number[];
  eixo: number | null;
  capacidade: number | null;
  empresa: string;
  busca: string;
  /** Solutions assigned to this evaluator (id), or all. */
  avaliador: string;
  avaliacao: '' | 'avaliadas' | 'pendentes';
}

/** The newest signed PDFs first: what an evaluator opens the page to find. */
export const FILTROS_PADRAO: FiltrosAnalise = {
  pagina: 1,
  tamanho: PAGINACAO_ANALISE.tamanhoPadrao,
  ordem: 'dataHoraEnvioPDF',
  direcao: 'desc',
  status: [],
  eixo: null,
  capacidade: null,
  empresa: '',
  busca: '',
  avaliador: '',
  avaliacao: '',
};

const inteiro = (texto: string | null): number | null => {
  if (texto === null || !/^\d+$/.test(texto)) return null;
  return Number(texto);
};

/**
 * The filters a URL carries. The address is typed and shared by people, so anything it says
 * that the table cannot show (an unknown status, a capability of another axis) falls back to
 * the default instead of an empty or failing page.
 */
export function lerFiltros(parametros: URLSearchParams): FiltrosAnalise {
  const ordem = parametros.get('ordem');
  const eixo = inteiro(parametros.get('eixo'));
  const eixoValido = EIXOS.some((e) => e.id === eixo) ? eixo : null;
  const capacidade = inteiro(parametros.get('capacidade'));
  const tamanho = inteiro(parametros.get('tamanho'));
  const status = (parametros.get('status') ?? '')
    .split(',')
    .map(inteiro)
    .filter((id): id is number => STATUS_PROPOSTA_LISTA.some((s) => s.id === id));
  return {
    pagina: Math.max(inteiro(parametros.get('pagina')) ?? 1, 1),
    tamanho: TAMANHOS_PAGINA.find((t) => t === tamanho) ?? FILTROS_PADRAO.tamanho,
    ordem: ORDENS_ANALISE.find((o) => o === ordem) ?? FILTROS_PADRAO.ordem,
    direcao: parametros.get('direcao') === 'asc' ? 'asc' : 'desc',
    status: [...new Set(status)].sort((a, b) => a - b),
    eixo: eixoValido,
    capacidade:
      eixoValido !== null && capacidadesDoEixo(eixoValido).some((c) => c.id === capacidade)
        ? capacidade
        : null,
    empresa: parametros.get('empresa')?.trim() ?? '',
    busca: parametros.get('busca')?.trim() ?? '',
    avaliador: /^[0-9a-f-]{36}$/i.test(parametros.get('avaliador') ?? '')
      ? parametros.get('avaliador')!.toLowerCase()
      : '',
    avaliacao:
      (['avaliadas', 'pendentes'] as const).find((a) => a === parametros.get('avaliacao')) ?? '',
  };
}

function paraParametros(filtros: FiltrosAnalise, omitirPadroes: boolean): URLSearchParams {
  const parametros = new URLSearchParams();
  const por = (chave: keyof FiltrosAnalise, valor: string | number | null) => {
    if (valor === null || valor === '') return;
    if (omitirPadroes && FILTROS_PADRAO[chave] === valor) return;
    parametros.set(chave, String(valor));
  };
  por('pagina', filtros.pagina);
  por('tamanho', filtros.tamanho);
  por('ordem', filtros.ordem);
  por('direcao', filtros.direcao);
  if (filtros.status.length > 0) parametros.set('status', filtros.status.join(','));
  por('eixo', filtros.eixo);
  por('capacidade', filtros.capacidade);
  por('empresa', filtros.empresa.trim());
  por('busca', filtros.busca.trim());
  por('avaliador', filtros.avaliador);
  por('avaliacao', filtros.avaliacao);
  return parametros;
}

/** The page's address keeps only what differs from the defaults, so links stay short. */
export const filtrosParaUrl = (filtros: FiltrosAnalise) => paraParametros(filtros, true);

/** GET /api/proposta/analise gets page, size and order always, and only the filters in use. */
export const filtrosParaApi = (filtros: FiltrosAnalise) => paraParametros(filtros, false);

/**
 * A change of filter or order starts again at page 1 (spec §5: the page number of one list
 * means nothing in another); only a change of page keeps the rest.
 */
export function alterarFiltros(
  atuais: FiltrosAnalise,
  mudanca: Partial<FiltrosAnalise>,
): FiltrosAnalise {
  const proximos = { ...atuais, ...mudanca };
  if (mudanca.eixo !== undefined && mudanca.eixo !== atuais.eixo && !('capacidade' in mudanca))
    proximos.capacidade = null;
  if (!('pagina' in mudanca)) proximos.pagina = 1;
  return proximos;
}

/** A click on the sorted column turns it around; a click on another sorts by it, ascending. */
export function ordenarPor(atuais: FiltrosAnalise, ordem: OrdemAnalise): FiltrosAnalise {
  const direcao: Direcao =
    atuais.ordem === ordem ? (atuais.direcao === 'asc' ? 'desc' : 'asc') : 'asc';
  return alterarFiltros(atuais, { ordem, direcao });
}

export const totalDePaginas = (total: number, tamanho: number): number =>
  Math.max(Math.ceil(total / tamanho), 1);
