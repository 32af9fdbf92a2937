import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PedidoRegistrado, PedidoTitularNovo } from '@portal/domain';
import { http } from '@/lib/http';
import { CHAVE_MEUS_DADOS } from './meus-dados';

/** POST /api/pedidos-titular: a request to the encarregado; the list on the page gains it. */
export function usePedirAoEncarregado() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pedido: PedidoTitularNovo) =>
      http.post<PedidoRegistrado>('/api/pedidos-titular', pedido),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_MEUS_DADOS }),
  });
}
