import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaginaSolucoes } from '@portal/domain';
import { FRESCOR_PUBLICO } from '@/lib/estado-inicial';
import { http } from '@/lib/http';
import { filtrosCatalogoParaApi, type FiltrosCatalogo } from '../lib/filtros-catalogo';

/** GET /api/solucoes: one page of the solutions published on the portal (status 10). */
export const solucoesPublicasQuery = (filtros: FiltrosCatalogo) => {
  const parametros = filtrosCatalogoParaApi(filtros).toString();
  return queryOptions({
    queryKey: ['solucoes', 'catalogo', parametros],
    queryFn: ({ signal }) => http.get<PaginaSolucoes>(`/api/solucoes?${parametros}`, { signal }),
    // The cards of the last page stay while the next arrives, so the grid does not jump.
    placeholderData: keepPreviousData,
    staleTime: FRESCOR_PUBLICO,
  });
};

export const useSolucoesPublicas = (filtros: FiltrosCatalogo) =>
  useQuery(solucoesPublicasQuery(filtros));

/** The open-data files: plain links, the browser downloads them as they come. */
export const LINKS_DADOS_ABERTOS = {
  csv: '/api/solucoes/dados-abertos.csv',
  json: '/api/solucoes/dados-abertos.json',
  /** Aggregate counts per axis (published, municipalities interested, outcomes). */
  estatisticas: '/api/solucoes/estatisticas.json',
} as const;
