import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PedidoSemMembroAtivo, RespostaMensagem } from '@portal/domain';
import { http } from '@/lib/http';

const CHAVE = ['ipt', 'pedidos-empresa'] as const;

/** GET /api/equipe/pedidos-empresa: requests to companies with no active member left. */
export const usePedidosEmpresa = () =>
  useQuery({
    queryKey: CHAVE,
    queryFn: ({ signal }) =>
      http.get<PedidoSemMembroAtivo[]>('/api/equipe/pedidos-empresa', { signal }),
  });

/** POST /api/equipe/pedidos-empresa/:usuarioId/aceite or /recusa. */
export function useDecidirPedidoEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ usuarioId, aceita }: { usuarioId: string; aceita: boolean }) =>
      http.post<RespostaMensagem>(
        `/api/equipe/pedidos-empresa/${encodeURIComponent(usuarioId)}/${aceita ? 'aceite' : 'recusa'}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHAVE }),
  });
}
