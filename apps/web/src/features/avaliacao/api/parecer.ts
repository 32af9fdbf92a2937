import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConclusaoParecer,
  EstadoParecer,
  Resultado,
  ResultadoComVersao,
} from '@portal/domain';
import { http } from '@/lib/http';
import { chavesAvaliacao } from './chaves';

const url = (propostaId: string) => `/api/avaliacao/proposta/${propostaId}/parecer`;

/** Where the staff download the issued PDF. */
export const linkParecerEquipe = (propostaId: string) => `${url(propostaId)}/arquivo`;

export const parecerQuery = (propostaId: string) =>
  queryOptions({
    queryKey: chavesAvaliacao.parecer(propostaId),
    queryFn: ({ signal }) => http.get<EstadoParecer>(url(propostaId), { signal }),
  });

export const useParecer = (propostaId: string, habilitado: boolean) =>
  useQuery({ ...parecerQuery(propostaId), enabled: habilitado });

/** Saving the conclusion, issuing and releasing: each reads the parecer's state again. */
export function useAcaoParecer(propostaId: string) {
  const queryClient = useQueryClient();
  const atualizar = () =>
    queryClient.invalidateQueries({ queryKey: chavesAvaliacao.parecer(propostaId) });
  return {
    salvar: useMutation({
      mutationFn: (dados: ConclusaoParecer) => http.put<ResultadoComVersao>(url(propostaId), dados),
      onSuccess: atualizar,
    }),
    emitir: useMutation({
      mutationFn: (dados: { comDct: boolean }) =>
        http.post<Resultado>(`${url(propostaId)}/emissao`, dados),
      // Issuing moves the solution to 7 or 8: the staff page reads its status again.
      onSuccess: () =>
        Promise.all([
          atualizar(),
          queryClient.invalidateQueries({ queryKey: ['proposta', propostaId] }),
        ]),
    }),
    liberar: useMutation({
      mutationFn: () => http.post<Resultado>(`${url(propostaId)}/liberacao`),
      onSuccess: atualizar,
    }),
  };
}
