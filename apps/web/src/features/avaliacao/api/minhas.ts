import { useQuery } from '@tanstack/react-query';
import type { MinhaAvaliacao } from '@portal/domain';
import { http } from '@/lib/http';
import { chavesAvaliacao } from './chaves';

export type FiltroMinhas = '' | 'pendentes' | 'enviadas';

/** GET /api/avaliacao/minhas: the evaluator's assignments, pending or submitted. */
export const useMinhasAvaliacoes = (situacao: FiltroMinhas) =>
  useQuery({
    queryKey: chavesAvaliacao.minhas(situacao),
    queryFn: ({ signal }) =>
      http.get<MinhaAvaliacao[]>(`/api/avaliacao/minhas?situacao=${situacao}`, { signal }),
  });
