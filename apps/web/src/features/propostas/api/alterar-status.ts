import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Resultado, StatusProposta } from '@portal/domain';
import { http } from '@/lib/http';
import { chavesProposta } from './buscar-proposta';

/**
 * POST /api/proposta/status. Who changed it and when come from the session and the server's
 * clock; afterwards the page reads the status, the history and the lists again, the public
 * catalogue included.
 */
export function useAlterarStatus(propostaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: Omit<StatusProposta, 'idProposta'>) =>
      http.post<Resultado>('/api/proposta/status', { ...dados, idProposta: propostaId }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chavesProposta.detalhe(propostaId) }),
        queryClient.invalidateQueries({ queryKey: ['ipt', 'analise'] }),
        queryClient.invalidateQueries({ queryKey: ['ipt', 'estatisticas'] }),
        // Status 10 puts the solution on the public pages, any other takes it off.
        queryClient.invalidateQueries({ queryKey: ['solucoes'] }),
      ]);
    },
  });
}
