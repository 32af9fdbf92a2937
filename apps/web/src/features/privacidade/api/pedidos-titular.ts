import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PedidoTitular, RespostaMensagemPt, SITUACOES_PEDIDO_TITULAR } from '@portal/domain';
import { http } from '@/lib/http';

export type SituacaoPedidos = (typeof SITUACOES_PEDIDO_TITULAR)[number];

const CHAVE = ['ipt', 'pedidos-titular'] as const;

/** GET /api/pedidos-titular (administrators): the nearest deadline first. */
export const usePedidosTitular = (situacao: SituacaoPedidos) =>
  useQuery({
    queryKey: [...CHAVE, situacao],
    queryFn: ({ signal }) =>
      http.get<PedidoTitular[]>(`/api/pedidos-titular?${new URLSearchParams({ situacao })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** POST /api/pedidos-titular/:id/resposta: the answer goes to the person by e-mail; 409 if taken. */
export function useResponderPedido() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resposta }: { id: string; resposta: string }) =>
      http.post<RespostaMensagemPt>(`/api/pedidos-titular/${encodeURIComponent(id)}/resposta`, {
        resposta,
      }),
    // Also after a 409: the list then shows the answer someone else gave.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHAVE }),
  });
}
