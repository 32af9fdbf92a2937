import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarioEntrada, ProrrogacaoEntrada } from '@portal/domain';
import { CHAVE_SITUACAO_INSCRICOES } from '@/hooks/use-situacao-inscricoes';
import { http } from '@/lib/http';

interface Resultado {
  result: boolean;
  message: string;
}

export interface AlteracaoCalendario {
  id: number;
  campo: string;
  valorAnterior: string | null;
  valorNovo: string | null;
  dataHora: string;
  usuario: string;
}

export interface Prorrogacao {
  id: string;
  empresaId: string;
  empresa: string;
  cnpj: string;
  prazo: string;
  motivo: string;
  dataHora: string;
  usuario: string;
}

const CHAVE = ['ipt', 'calendario'] as const;

/**
 * GET /api/calendario/configuracao: the dates as the form edits them, or null before any, and
 * the calendar's version, which a save sends back (issue 20).
 */
export const configuracaoCalendarioQuery = queryOptions({
  queryKey: [...CHAVE, 'configuracao'],
  queryFn: ({ signal }) =>
    http.get<{ calendario: CalendarioEntrada | null; versao: number }>(
      '/api/calendario/configuracao',
      { signal },
    ),
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
      http.put<Resultado & { versao: number }>('/api/calendario', dados),
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
