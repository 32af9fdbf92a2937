import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SolucaoPublica } from '@portal/domain';
import { CHAVE_SELECAO } from '@/hooks/selecao-gestor';
import { http } from '@/lib/http';

/** POST and DELETE /api/gestor/selecao: saving or removing refreshes the list. */
export function useAlterarSelecao() {
  const queryClient = useQueryClient();
  const aoConcluir = () => queryClient.invalidateQueries({ queryKey: CHAVE_SELECAO });
  return {
    salvar: useMutation({
      mutationFn: (propostaId: string) =>
        http.post<{ message: string }>('/api/gestor/selecao', { propostaId }),
      onSuccess: aoConcluir,
    }),
    remover: useMutation({
      mutationFn: (propostaId: string) =>
        http.delete<{ message: string }>(`/api/gestor/selecao/${propostaId}`),
      onSuccess: aoConcluir,
    }),
  };
}

/** POST /api/gestor/selecao/comparacao: the public view of 2 to 4 saved solutions, in order. */
export const useComparacao = () =>
  useMutation({
    mutationFn: (propostaIds: string[]) =>
      http.post<SolucaoPublica[]>('/api/gestor/selecao/comparacao', { propostaIds }),
  });
