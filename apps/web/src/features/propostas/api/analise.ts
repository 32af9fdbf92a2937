import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginaAnalise } from '@portal/domain';
import { http } from '@/lib/http';
import { filtrosParaApi, type FiltrosAnalise } from '../lib/parametros-analise';

/**
 * GET /api/proposta/analise: one page, sorted and filtered by the server, so the browser never
 * holds thousands of rows. The previous page stays on screen while the next one arrives.
 */
export const useAnalise = (filtros: FiltrosAnalise) => {
  const parametros = filtrosParaApi(filtros).toString();
  return useQuery({
    queryKey: ['ipt', 'analise', parametros],
    queryFn: ({ signal }) =>
      http.get<PaginaAnalise>(`/api/proposta/analise?${parametros}`, { signal }),
    placeholderData: keepPreviousData,
  });
};
