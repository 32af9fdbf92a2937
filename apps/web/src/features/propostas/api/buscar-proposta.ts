import { queryOptions } from '@tanstack/react-query';
import type {
  Completude,
  DescricaoTecnicaSolucao,
  HistoricoSolucao,
  Justificativa,
  SuporteSolucao,
} from '@portal/domain';
import { http } from '@/lib/http';

/** A saved draft answers every field, the blank ones as null (docs/decisions/014). */
type EmBranco<T> = { [K in keyof T]-?: T[K] | null };

/** GET /api/proposta/:id: the solution as the company wrote it, with its status. */
export interface PropostaResposta {
  id: string;
  propostaID: string;
  codigoProposta: string;
  titulo: string;
  descricao: string | null;
  keyWords: string[] | null;
  destino: {
    destino: number | null;
    eixoDescricao: string | null;
    indiceDetalhe: number | null;
    capacidadeDescricao: string | null;
    destinoOutro: string | null;
  };
  descricaoTecnicaSolucao: EmBranco<DescricaoTecnicaSolucao>;
  justificativa: EmBranco<Justificativa>;
  historicoSolucao: EmBranco<HistoricoSolucao>;
  suporteSolucao: EmBranco<SuporteSolucao>;
  statusProposta: { idStatusProposta: number; descricao: string; observacao: string | null };
  dataHoraEnvioPDF: string | null;
  /** Moves at every save: sent back with the next one, so an older copy cannot overwrite. */
  versao: number;
}

export type { Completude };

export const propostaQuery = (id: string) =>
  queryOptions({
    queryKey: ['proposta', id],
    queryFn: ({ signal }) => http.get<PropostaResposta>(`/api/proposta/${id}`, { signal }),
  });
