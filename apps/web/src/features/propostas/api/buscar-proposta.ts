import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropostaLida } from '@portal/domain';
import { http } from '@/lib/http';

/** One key for the solution, read alike by the company's form and the staff's page. */
export const chavesProposta = {
  detalhe: (id: string) => ['proposta', id] as const,
  historico: (id: string) => ['proposta', id, 'historico'] as const,
};

/** GET /api/proposta/:id: the solution as the company wrote it, with its status. */
export const propostaQuery = (id: string) =>
  queryOptions({
    queryKey: chavesProposta.detalhe(id),
    queryFn: ({ signal }) =>
      http.get<PropostaLida>(`/api/proposta/${encodeURIComponent(id)}`, { signal }),
  });

export const useProposta = (id: string) => useQuery(propostaQuery(id));
