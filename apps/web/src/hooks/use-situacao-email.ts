import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/conta/email: whether the signed-in user's address is confirmed. */
export interface SituacaoEmail {
  confirmado: boolean;
  email: string | null;
}

export const CHAVE_SITUACAO_EMAIL = ['conta', 'email'] as const;

export const useSituacaoEmail = () =>
  useQuery({
    queryKey: CHAVE_SITUACAO_EMAIL,
    queryFn: ({ signal }) => http.get<SituacaoEmail>('/api/conta/email', { signal }),
  });

/** POST /api/conta/email/reenvio: a new confirmation link (the old one stops working). */
export function useReenviarConfirmacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<{ message: string }>('/api/conta/email/reenvio'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHAVE_SITUACAO_EMAIL }),
  });
}
