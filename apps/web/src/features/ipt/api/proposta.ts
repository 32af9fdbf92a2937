import { useQuery } from '@tanstack/react-query';
import type { SecoesProposta } from '@portal/domain';
import { http } from '@/lib/http';

/** GET /api/proposta/:id as staff read it: every field of the solution (spec §3). */
export interface PropostaDetalhe extends SecoesProposta {
  id: string;
  codigoProposta: string;
  titulo: string;
  descricao: string;
  keyWords: readonly string[];
  usuarioID: string;
  /** The company that sent it, for the summary and the CNPJ card. */
  empresaID?: string | null;
  destino: {
    destino: number;
    eixoDescricao: string;
    indiceDetalhe: number;
    capacidadeDescricao: string;
    destinoOutro: string | null;
  };
  statusProposta: { idStatusProposta: number; descricao: string; observacao: string | null };
  dataHoraEnvioPDF: string | null;
}

/** An entry of the status history (spec §3 'Status entry'), with who made it. */
export interface EntradaHistorico {
  id?: number;
  dataHora: string;
  idStatusProposta: number;
  descricao: string;
  observacao: string | null;
  usuario: { nome: string; email: string | null };
}

export const chavesProposta = {
  detalhe: (id: string) => ['ipt', 'proposta', id] as const,
  historico: (id: string) => ['ipt', 'proposta', id, 'historico'] as const,
};

export const useProposta = (id: string) =>
  useQuery({
    queryKey: chavesProposta.detalhe(id),
    queryFn: ({ signal }) =>
      http.get<PropostaDetalhe>(`/api/proposta/${encodeURIComponent(id)}`, { signal }),
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
