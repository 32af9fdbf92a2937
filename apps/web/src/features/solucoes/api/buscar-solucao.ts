import { useQuery } from '@tanstack/react-query';
import type { SolucaoPublica } from '@portal/domain';
import { FRESCOR_PUBLICO } from '@/lib/estado-inicial';
import { ApiError, http } from '@/lib/http';

export const isNaoEncontrada = (erro: unknown): boolean =>
  erro instanceof ApiError && erro.status === 404;

/** GET /api/solucoes/:id: the public view of one published solution. */
export const useSolucaoPublica = (id: string) =>
  useQuery({
    queryKey: ['solucoes', 'solucao', id],
    queryFn: ({ signal }) =>
      http.get<SolucaoPublica>(`/api/solucoes/${encodeURIComponent(id)}`, { signal }),
    // A solution taken off the portal answers 404: asking again will not bring it back.
    retry: (falhas, erro) => !isNaoEncontrada(erro) && falhas < 2,
    staleTime: FRESCOR_PUBLICO,
  });
