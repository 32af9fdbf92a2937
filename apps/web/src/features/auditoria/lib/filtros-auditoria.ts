import type { ApiIssue } from '@/lib/http';
import { isAcaoAuditoria, PAGINACAO_AUDITORIA, type AcaoAuditoria } from '@portal/domain';

/** What the audit trail's page shows: one page of the records that match the filters. */
export interface FiltrosAuditoria {
  pagina: number;
  /** Part of a person's name or e-mail. */
  pessoa: string;
  /** Part of a company's names or CNPJ. */
  empresa: string;
  /** Part of a solution's title or code. */
  solucao: string;
  acao: AcaoAuditoria | '';
  /** Days as `YYYY-MM-DD`, São Paulo time, both ends included. */
  de: string;
  ate: string;
}

export const FILTROS_AUDITORIA_PADRAO: FiltrosAuditoria = {
  pagina: 1,
  pessoa: '',
  empresa: '',
  solucao: '',
  acao: '',
  de: '',
  ate: '',
};

/** The fields a filter of the trail can be refused on: where a 400's message goes. */
export const CAMPOS_FILTRO_AUDITORIA = [
  'pessoa',
  'empresa',
  'solucao',
  'acao',
  'de',
  'ate',
] as const;
export type CampoFiltroAuditoria = (typeof CAMPOS_FILTRO_AUDITORIA)[number];

export const TAMANHO_PAGINA_AUDITORIA = PAGINACAO_AUDITORIA.tamanhoPadrao;

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters a URL carries. People type and share these addresses: an action the catalogue
 * does not know or a day the date field cannot show falls back to "all", instead of a filter
 * the screen cannot display. Text goes as it is; the server judges it and says what is wrong.
 */
export function lerFiltrosAuditoria(parametros: URLSearchParams): FiltrosAuditoria {
  const texto = (chave: string) => parametros.get(chave)?.trim() ?? '';
  const acao = texto('acao');
  const pagina = Number(parametros.get('pagina'));
  return {
    pagina: Number.isInteger(pagina) && pagina > 1 ? pagina : 1,
    pessoa: texto('pessoa'),
    empresa: texto('empresa'),
    solucao: texto('solucao'),
    acao: isAcaoAuditoria(acao) ? acao : '',
    de: DIA.test(texto('de')) ? texto('de') : '',
    ate: DIA.test(texto('ate')) ? texto('ate') : '',
  };
}

/** Only the filters in use, so a shared link stays short and the CSV asks for the same rows. */
function filtrosEmUso(filtros: FiltrosAuditoria): URLSearchParams {
  const parametros = new URLSearchParams();
  for (const campo of CAMPOS_FILTRO_AUDITORIA) {
    const valor = filtros[campo].trim();
    if (valor) parametros.set(campo, valor);
  }
  return parametros;
}

/** The page's address: the filters in use, and the page when it is not the first. */
export function filtrosAuditoriaParaUrl(filtros: FiltrosAuditoria): URLSearchParams {
  const parametros = filtrosEmUso(filtros);
  if (filtros.pagina > 1) parametros.set('pagina', String(filtros.pagina));
  return parametros;
}

/** GET /api/auditoria: the filters in use, always with the page and its size. */
export function filtrosAuditoriaParaApi(filtros: FiltrosAuditoria): URLSearchParams {
  const parametros = filtrosEmUso(filtros);
  parametros.set('pagina', String(filtros.pagina));
  parametros.set('tamanho', String(TAMANHO_PAGINA_AUDITORIA));
  return parametros;
}

/** The CSV holds every record of the current filters, not the page on the screen. */
export function enderecoCsvAuditoria(filtros: FiltrosAuditoria): string {
  const consulta = filtrosEmUso(filtros).toString();
  return `/api/auditoria/registros.csv${consulta ? `?${consulta}` : ''}`;
}

/** A new filter starts again at page 1: the page number of one list means nothing in another. */
export function alterarFiltrosAuditoria(
  atuais: FiltrosAuditoria,
  mudanca: Partial<FiltrosAuditoria>,
): FiltrosAuditoria {
  return { ...atuais, ...mudanca, pagina: mudanca.pagina ?? 1 };
}

export const algumFiltroAuditoria = (filtros: FiltrosAuditoria): boolean =>
  CAMPOS_FILTRO_AUDITORIA.some((campo) => filtros[campo] !== '');

export type ErrosFiltroAuditoria = Partial<Record<CampoFiltroAuditoria, string>>;

const isCampoFiltro = (nome: string): nome is CampoFiltroAuditoria =>
  (CAMPOS_FILTRO_AUDITORIA as readonly string[]).includes(nome);

/**
 * A 400's issues by the filter they name, so each message sits under its own field; empty when
 * none names a filter (the page then shows the general message).
 */
export function errosDosFiltros(issues: readonly ApiIssue[]): ErrosFiltroAuditoria {
  const erros: ErrosFiltroAuditoria = {};
  for (const { path, message } of issues) {
    const campo = String(typeof path === 'string' ? path : (path[0] ?? ''));
    if (isCampoFiltro(campo)) erros[campo] ??= message;
  }
  return erros;
}
