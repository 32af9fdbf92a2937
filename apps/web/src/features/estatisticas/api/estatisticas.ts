import { useQuery } from '@tanstack/react-query';
import type { Estatisticas, PontoSerie } from '@portal/domain';
import { http } from '@/lib/http';

/** GET /api/proposta/estatisticas. */
export const useEstatisticas = () =>
  useQuery({
    queryKey: ['ipt', 'estatisticas'],
    queryFn: ({ signal }) => http.get<Estatisticas>('/api/proposta/estatisticas', { signal }),
  });

/** GET /api/proposta/estatisticas/dia/:inicio/:fim: counts per São Paulo day, every day present. */
export const useSeriePorDia = (periodo: { inicio: string; fim: string } | null) =>
  useQuery({
    queryKey: ['ipt', 'estatisticas', 'dia', periodo],
    queryFn: ({ signal }) =>
      http.get<PontoSerie[]>(`/api/proposta/estatisticas/dia/${periodo?.inicio}/${periodo?.fim}`, {
        signal,
      }),
    enabled: periodo !== null,
  });
