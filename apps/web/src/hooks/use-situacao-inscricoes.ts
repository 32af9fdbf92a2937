import { queryOptions, useQuery } from '@tanstack/react-query';
import { inscricoesEmAndamento, type SituacaoInscricoes } from '@portal/domain';
import { POR_VISITANTE } from '@/lib/estado-inicial';
import { http } from '@/lib/http';

export const CHAVE_SITUACAO_INSCRICOES = ['calendario', 'situacao'] as const;

/**
 * GET /api/calendario: where the call stands for this visitor (a company user gets its own
 * deadline). The server's clock decides the phase, not the visitor's.
 */
export const situacaoInscricoesQuery = queryOptions({
  queryKey: CHAVE_SITUACAO_INSCRICOES,
  queryFn: ({ signal }) => http.get<SituacaoInscricoes>('/api/calendario', { signal }),
  staleTime: 60_000,
  meta: POR_VISITANTE,
});

export const useSituacaoInscricoes = () => useQuery(situacaoInscricoesQuery);

/**
 * Whether the company may still change its solutions. While the answer is loading, or if it
 * failed, the screens stay as they were: the server refuses a late write anyway.
 */
export function usePodeAlterarSolucoes(): boolean {
  const { data } = useSituacaoInscricoes();
  return data ? inscricoesEmAndamento(data) : true;
}
