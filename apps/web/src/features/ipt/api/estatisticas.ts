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

export interface PontoSerie {
  periodo: string;
  propostasCriadas: number;
  pdfsAssinados: number;
}

/** GET /api/proposta/estatisticas/dia/:inicio/:fim: counts per São Paulo day, every day present. */
export const useSeriePorDia = (periodo: { inicio: string; fim: string } | null) =>
  useQuery({
    queryKey: ['ipt', 'estatisticas', 'dia', periodo],
    queryFn: ({ signal }) =>
      http.get<PontoSerie[]>(`/api/proposta/estatisticas/dia/${periodo?.inicio}/${periodo?.fim}`, {
        signal,
      }),
    enabled: periodo !== null,
  });
