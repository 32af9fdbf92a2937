import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RespostaMensagem, SituacaoEmail } from '@portal/domain';
import { http } from '@/lib/http';

export const CHAVE_SITUACAO_EMAIL = ['conta', 'email'] as const;

export const situacaoEmailQuery = queryOptions({
  queryKey: CHAVE_SITUACAO_EMAIL,
  queryFn: ({ signal }) => http.get<SituacaoEmail>('/api/conta/email', { signal }),
});

export const useSituacaoEmail = () => useQuery(situacaoEmailQuery);

/** POST /api/conta/email/reenvio: a new confirmation link (the old one stops working). */
export function useReenviarConfirmacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<RespostaMensagem>('/api/conta/email/reenvio'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHAVE_SITUACAO_EMAIL }),
  });
}
