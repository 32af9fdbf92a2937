import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export interface DistribuicaoEixo {
  id: number;
  descricao: string;
  quantidade: number;
}

export interface DistribuicaoCapacidade extends DistribuicaoEixo {
  eixo: number;
}

/** The statistics of spec §3, counted by the server over every solution. */
export interface Estatisticas {
  totalEmpresas: number;
  totalPropostas: number;
  totalPropostasPdfAssinados: number;
  distribuicaoPropostasDestinos: readonly DistribuicaoEixo[];
  distribuicaoPropostasDetalhes: readonly DistribuicaoCapacidade[];
}

/** GET /api/proposta/estatisticas. */
export const useEstatisticas = () =>
  useQuery({
    queryKey: ['ipt', 'estatisticas'],
    queryFn: ({ signal }) => http.get<Estatisticas>('/api/proposta/estatisticas', { signal }),
  });
