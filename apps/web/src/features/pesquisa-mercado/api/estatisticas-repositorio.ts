import { useQuery } from '@tanstack/react-query';
import type { EstatisticasRepositorio } from '@portal/domain';
import { http } from '@/lib/http';

/** The public statistics, also offered as open data. */
export const ENDERECO_ESTATISTICAS = '/api/solucoes/estatisticas.json';

/** GET /api/solucoes/estatisticas.json. */
export const useEstatisticasRepositorio = () =>
  useQuery({
    queryKey: ['estatisticas-repositorio'],
    queryFn: ({ signal }) => http.get<EstatisticasRepositorio>(ENDERECO_ESTATISTICAS, { signal }),
  });
