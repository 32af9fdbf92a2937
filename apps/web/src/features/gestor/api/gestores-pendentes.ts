import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecisaoGestor, GestorPendente } from '@portal/domain';
import { http } from '@/lib/http';

const CHAVE = ['gestor', 'pendentes'] as const;

/** GET /api/gestor/pendentes: managers awaiting staff, the longest waiting first. */
export const useGestoresPendentes = () =>
  useQuery({ queryKey: CHAVE, queryFn: () => http.get<GestorPendente[]>('/api/gestor/pendentes') });

/** POST /api/gestor/:id/decisao: approve, or refuse with a reason. */
export function useDecidirGestor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decisao }: { id: string; decisao: DecisaoGestor }) =>
      http.post<{ message: string }>(`/api/gestor/${id}/decisao`, decisao),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE }),
  });
}
