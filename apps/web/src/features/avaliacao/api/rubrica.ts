import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConfiguracaoAvaliacao,
  MargemSalva,
  Rubrica,
  RubricaSalva,
  RubricaVigente,
} from '@portal/domain';
import { http } from '@/lib/http';
import { chavesAvaliacao } from './chaves';

/** GET /api/avaliacao/rubrica: the criteria in force, their version, the margin, the revision. */
export const rubricaQuery = queryOptions({
  queryKey: chavesAvaliacao.rubrica,
  queryFn: ({ signal }) => http.get<RubricaVigente>('/api/avaliacao/rubrica', { signal }),
});

export const useRubrica = () => useQuery(rubricaQuery);

/** PUT /api/avaliacao/rubrica: in place while unused, otherwise as the next version. */
export function useSalvarRubrica() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: Rubrica) => http.put<RubricaSalva>('/api/avaliacao/rubrica', dados),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chavesAvaliacao.todas }),
  });
}

/** PUT /api/avaliacao/configuracao: the disagreement margin. */
export function useSalvarMargem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: ConfiguracaoAvaliacao) =>
      http.put<MargemSalva>('/api/avaliacao/configuracao', dados),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['avaliacao'] }),
  });
}
