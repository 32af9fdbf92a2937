import { queryOptions } from '@tanstack/react-query';
import type { PropostaLida } from '@portal/domain';
import { http } from '@/lib/http';

/** GET /api/proposta/:id: the solution as the company wrote it, with its status. */
export const propostaQuery = (id: string) =>
  queryOptions({
    queryKey: ['proposta', id],
    queryFn: ({ signal }) => http.get<PropostaLida>(`/api/proposta/${id}`, { signal }),
  });
