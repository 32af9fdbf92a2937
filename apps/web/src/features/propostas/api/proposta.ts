import { useQuery } from '@tanstack/react-query';
import type { EntradaHistorico, PropostaLida } from '@portal/domain';
import { http } from '@/lib/http';

export const chavesProposta = {
  detalhe: (id: string) => ['ipt', 'proposta', id] as const,
  historico: (id: string) => ['ipt', 'proposta', id, 'historico'] as const,
};

export const useProposta = (id: string) =>
  useQuery({
    queryKey: chavesProposta.detalhe(id),
    queryFn: ({ signal }) =>
      http.get<PropostaLida>(`/api/proposta/${encodeURIComponent(id)}`, { signal }),
  });

/** GET /api/proposta/historicostatusproposta/:id. */
export const useHistoricoStatus = (id: string) =>
  useQuery({
    queryKey: chavesProposta.historico(id),
    queryFn: ({ signal }) =>
      http.get<EntradaHistorico[]>(
        `/api/proposta/historicostatusproposta/${encodeURIComponent(id)}`,
        { signal },
      ),
  });
