import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DesfechoEntrada, MeusDesfechos, Resultado } from '@portal/domain';
import { http } from '@/lib/http';

const CHAVE = ['gestor', 'desfechos'] as const;

/** GET /api/gestor/desfechos: the newest declaration per solution. */
export const useMeusDesfechos = (ativo = true) =>
  useQuery({
    queryKey: CHAVE,
    queryFn: ({ signal }) => http.get<MeusDesfechos>('/api/gestor/desfechos', { signal }),
    enabled: ativo,
  });

/** POST /api/gestor/desfechos; the public statistics count it too. */
export function useRegistrarDesfecho() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (desfecho: DesfechoEntrada) =>
      http.post<Resultado>('/api/gestor/desfechos', desfecho),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CHAVE }),
        queryClient.invalidateQueries({ queryKey: ['estatisticas-repositorio'] }),
      ]);
    },
  });
}
