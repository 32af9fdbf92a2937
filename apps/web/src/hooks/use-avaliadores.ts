import { useQuery } from '@tanstack/react-query';
import type { Avaliador } from '@portal/domain';
import { http } from '@/lib/http';

/**
 * GET /api/avaliacao/avaliadores: the approved staff who may evaluate. Both the staff table's
 * evaluator filter and the assignment dialogs read it.
 */
export const useAvaliadores = (habilitado = true) =>
  useQuery({
    queryKey: ['avaliacao', 'avaliadores'],
    queryFn: ({ signal }) => http.get<Avaliador[]>('/api/avaliacao/avaliadores', { signal }),
    enabled: habilitado,
    staleTime: 60_000,
  });
