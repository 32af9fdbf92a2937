import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export interface VisitasPorDia {
  /** Days as 'YYYY-MM-DD' in São Paulo; days without a visit may be missing. */
  dias: readonly { dia: string; quantidade: number }[];
  paginas: readonly { path: string; quantidade: number }[];
}

/** GET /api/pageviews/por-dia?dias=N: the portal's page views of the last N days. */
export const useVisitasPorDia = (dias: number) =>
  useQuery({
    queryKey: ['ipt', 'visitas', dias],
    queryFn: ({ signal }) =>
      http.get<VisitasPorDia>(`/api/pageviews/por-dia?dias=${dias}`, { signal }),
  });
