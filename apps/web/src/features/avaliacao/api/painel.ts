import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AtribuicoesCriadas,
  DeclaracaoConflito,
  PainelAvaliacao,
  RascunhoAvaliacao,
  Resultado,
} from '@portal/domain';
import { http } from '@/lib/http';
import { chavesAvaliacao } from './chaves';

const base = (propostaId: string) => `/api/avaliacao/proposta/${propostaId}`;

/** GET /api/avaliacao/proposta/:id: what the user may see of the solution's evaluation. */
export const usePainelAvaliacao = (propostaId: string) =>
  useQuery({
    queryKey: chavesAvaliacao.painel(propostaId),
    queryFn: ({ signal }) => http.get<PainelAvaliacao>(base(propostaId), { signal }),
  });

/** After a change the panel, the lists and the staff table read again. */
function useAtualizarTudo() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chavesAvaliacao.todas }),
      queryClient.invalidateQueries({ queryKey: ['ipt', 'analise'] }),
    ]);
}

/**
 * A declared conflict closes every door of the solution's evaluation to this person, including
 * parts that other features show on the same page (the audit excerpt): everything is read again.
 */
export function useDeclararConflito(propostaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: DeclaracaoConflito) =>
      http.post<Resultado>(`${base(propostaId)}/conflito`, dados),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** PUT …/rascunho: saved as the analyst types; the panel is not refetched under their fingers. */
export const useSalvarRascunho = (propostaId: string) =>
  useMutation({
    mutationFn: (dados: RascunhoAvaliacao) =>
      http.put<Resultado>(`${base(propostaId)}/rascunho`, dados),
  });

export function useEnviarAvaliacao(propostaId: string) {
  const atualizar = useAtualizarTudo();
  return useMutation({
    mutationFn: (dados: RascunhoAvaliacao) =>
      http.post<Resultado>(`${base(propostaId)}/envio`, dados),
    onSuccess: atualizar,
  });
}

export function useReabrirAvaliacao() {
  const atualizar = useAtualizarTudo();
  return useMutation({
    mutationFn: ({ avaliacaoId, motivo }: { avaliacaoId: string; motivo: string }) =>
      http.post<Resultado>(`/api/avaliacao/avaliacoes/${avaliacaoId}/reabertura`, { motivo }),
    onSuccess: atualizar,
  });
}

/** POST /api/avaliacao/atribuicoes: one or many solutions to one or many evaluators. */
export function useAtribuir() {
  const atualizar = useAtualizarTudo();
  return useMutation({
    mutationFn: (dados: { propostaIds: string[]; avaliadorIds: string[]; prazo: string | null }) =>
      http.post<AtribuicoesCriadas>('/api/avaliacao/atribuicoes', dados),
    onSuccess: atualizar,
  });
}

export function useRemoverAtribuicao() {
  const atualizar = useAtualizarTudo();
  return useMutation({
    mutationFn: (id: string) => http.delete<Resultado>(`/api/avaliacao/atribuicoes/${id}`),
    onSuccess: atualizar,
  });
}
