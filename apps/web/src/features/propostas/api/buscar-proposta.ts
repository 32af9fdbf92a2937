import { queryOptions } from '@tanstack/react-query';
import type {
  DescricaoTecnicaSolucao,
  HistoricoSolucao,
  Justificativa,
  SuporteSolucao,
} from '@portal/domain';
import { http } from '@/lib/http';

/** GET /api/proposta/:id: the solution as the company wrote it, with its status. */
export interface PropostaResposta {
  id: string;
  propostaID: string;
  codigoProposta: string;
  titulo: string;
  descricao: string;
  keyWords: string[];
  destino: {
    destino: number;
    eixoDescricao: string;
    indiceDetalhe: number;
    capacidadeDescricao: string;
    destinoOutro: string | null;
  };
  descricaoTecnicaSolucao: DescricaoTecnicaSolucao;
  justificativa: Justificativa;
  historicoSolucao: HistoricoSolucao;
  suporteSolucao: SuporteSolucao;
  statusProposta: { idStatusProposta: number; descricao: string; observacao: string | null };
  dataHoraEnvioPDF: string | null;
}

export const propostaQuery = (id: string) =>
  queryOptions({
    queryKey: ['proposta', id],
    queryFn: ({ signal }) => http.get<PropostaResposta>(`/api/proposta/${id}`, { signal }),
  });
