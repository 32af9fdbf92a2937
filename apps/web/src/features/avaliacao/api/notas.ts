import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotaPrivada as NovaNota, NotaPrivadaPublicada, Resultado } from '@portal/domain';
import { http } from '@/lib/http';
import { chavesAvaliacao } from './chaves';

const url = (propostaId: string) => `/api/avaliacao/proposta/${propostaId}/notas`;

/** The staff's private thread on a solution. */
export const useNotasPrivadas = (propostaId: string) =>
  useQuery({
    queryKey: chavesAvaliacao.notas(propostaId),
    queryFn: ({ signal }) => http.get<NotaPrivadaPublicada[]>(url(propostaId), { signal }),
  });

export function usePublicarNota(propostaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: NovaNota) => http.post<Resultado>(url(propostaId), dados),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chavesAvaliacao.notas(propostaId) }),
  });
}
