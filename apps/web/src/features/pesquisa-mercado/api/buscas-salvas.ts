import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuscaSalva, BuscaSalvaEntrada } from '@portal/domain';
import { http } from '@/lib/http';

const CHAVE = ['gestor', 'buscas'] as const;
type Resposta = { message: string };

/** GET /api/gestor/buscas: the manager's saved searches, oldest first. */
export const useBuscasSalvas = () =>
  useQuery({
    queryKey: CHAVE,
    queryFn: ({ signal }) => http.get<BuscaSalva[]>('/api/gestor/buscas', { signal }),
  });

/** Saving, switching alerts and deleting: each refreshes the list. */
export function useAlterarBuscasSalvas() {
  const queryClient = useQueryClient();
  const aoConcluir = () => queryClient.invalidateQueries({ queryKey: CHAVE });
  return {
    salvar: useMutation({
      mutationFn: (entrada: BuscaSalvaEntrada) =>
        http.post<Resposta>('/api/gestor/buscas', entrada),
      onSuccess: aoConcluir,
    }),
    alertas: useMutation({
      mutationFn: ({ id, alertas }: { id: string; alertas: boolean }) =>
        http.put<Resposta>(`/api/gestor/buscas/${id}/alertas`, { alertas }),
      onSuccess: aoConcluir,
    }),
    excluir: useMutation({
      mutationFn: (id: string) => http.delete<Resposta>(`/api/gestor/buscas/${id}`),
      onSuccess: aoConcluir,
    }),
  };
}

/** POST /api/buscas-salvas/cancelar-alertas: the e-mail's link, without signing in. */
export const useCancelarAlertas = () =>
  useMutation({
    mutationFn: (token: string) =>
      http.post<Resposta>('/api/buscas-salvas/cancelar-alertas', { token }),
  });
