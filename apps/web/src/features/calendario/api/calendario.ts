import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AlteracaoCalendario,
  CalendarioEntrada,
  ConfiguracaoCalendario,
  Prorrogacao,
  ProrrogacaoEntrada,
  Resultado,
  ResultadoComVersao,
} from '@portal/domain';
import { CHAVE_SITUACAO_INSCRICOES } from '@/hooks/use-situacao-inscricoes';
import { http } from '@/lib/http';

const CHAVE = ['ipt', 'calendario'] as const;

/**
 * GET /api/calendario/configuracao: the dates as the form edits them, or null before any, and
 * the calendar's version, which a save sends back.
 */
export const configuracaoCalendarioQuery = queryOptions({
  queryKey: [...CHAVE, 'configuracao'],
  queryFn: ({ signal }) =>
    http.get<ConfiguracaoCalendario>('/api/calendario/configuracao', { signal }),
});

export const useConfiguracaoCalendario = () => useQuery(configuracaoCalendarioQuery);

export const useAlteracoesCalendario = () =>
  useQuery({
    queryKey: [...CHAVE, 'alteracoes'],
    queryFn: ({ signal }) =>
      http.get<AlteracaoCalendario[]>('/api/calendario/alteracoes', { signal }),
  });

export const useProrrogacoes = () =>
  useQuery({
    queryKey: [...CHAVE, 'prorrogacoes'],
    queryFn: ({ signal }) => http.get<Prorrogacao[]>('/api/calendario/prorrogacoes', { signal }),
  });

/** After any change the record and the situation every page shows are read again. */
const useAoMudar = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CHAVE }),
      queryClient.invalidateQueries({ queryKey: CHAVE_SITUACAO_INSCRICOES }),
    ]);
};

/** PUT /api/calendario. */
export function useSalvarCalendario() {
  const aoMudar = useAoMudar();
  return useMutation({
    mutationFn: (dados: CalendarioEntrada) =>
      http.put<ResultadoComVersao>('/api/calendario', dados),
    onSuccess: aoMudar,
  });
}

/** POST /api/calendario/prorrogacoes. */
export function useProrrogar() {
  const aoMudar = useAoMudar();
  return useMutation({
    mutationFn: (dados: ProrrogacaoEntrada) =>
      http.post<Resultado>('/api/calendario/prorrogacoes', dados),
    onSuccess: aoMudar,
  });
}
