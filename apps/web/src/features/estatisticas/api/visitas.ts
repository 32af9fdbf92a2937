import { useQuery } from '@tanstack/react-query';
import type { VisitasPorDia } from '@portal/domain';
import { http } from '@/lib/http';

/** GET /api/pageviews/por-dia?dias=N: the portal's page views of the last N days. */
export const useVisitasPorDia = (dias: number) =>
  useQuery({
    queryKey: ['ipt', 'visitas', dias],
    queryFn: ({ signal }) =>
      http.get<VisitasPorDia>(`/api/pageviews/por-dia?dias=${dias}`, { signal }),
  });
