import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfiguracaoAvaliacao, Rubrica } from '@portal/domain';
import { http } from '@/lib/http';
import { chavesAvaliacao } from './chaves';
import type { Resultado, RubricaVigente } from './tipos';

/** GET /api/avaliacao/rubrica: the criteria in force, their version and the margin. */
export const useRubrica = () =>
  useQuery({
    queryKey: chavesAvaliacao.rubrica,
    queryFn: ({ signal }) => http.get<RubricaVigente>('/api/avaliacao/rubrica', { signal }),
  });

/** PUT /api/avaliacao/rubrica: in place while unused, otherwise as the next version. */
export function useSalvarRubrica() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: Rubrica) =>
      http.put<Resultado & { versao: number }>('/api/avaliacao/rubrica', dados),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chavesAvaliacao.todas }),
  });
}

/** PUT /api/avaliacao/configuracao: the disagreement margin. */
export function useSalvarMargem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: ConfiguracaoAvaliacao) =>
      http.put<Resultado>('/api/avaliacao/configuracao', dados),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['avaliacao'] }),
  });
}
