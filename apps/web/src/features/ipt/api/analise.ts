import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { filtrosParaApi, type FiltrosAnalise } from '../lib/parametros-analise';

/** A row of the staff table (spec §3 'Staff list row'). */
export interface LinhaAnalise {
  propostaID: string;
  codigoProposta: string;
  nomeOficialEmpresa: string;
  cnpjEmpresa: string;
  empresaID: string;
  tituloProposta: string;
  statusProposta: { idStatusProposta: number; descricao: string };
  destino: { destino: number; indiceDetalhe: number };
  dataHoraEnvioPDF: string | null;
  cartaoCNPJ: { id: string; nomeOriginal: string } | null;
  /**
   * "2/3 avaliações"; the score only where the server lets this user see it; nothing but
   * `conflito` where the user declared a conflict of interest with the solution.
   */
  avaliacao: {
    conflito: boolean;
    atribuidas: number | null;
    enviadas: number | null;
    nota: number | null;
    amplitude: number | null;
    divergente: boolean | null;
  };
}

export interface PaginaAnalise {
  itens: readonly LinhaAnalise[];
  total: number;
  pagina: number;
  tamanho: number;
}

/**
 * GET /api/proposta/analise: one page, sorted and filtered by the server, so the browser never
 * holds thousands of rows. The previous page stays on screen while the next one arrives.
 */
export const useAnalise = (filtros: FiltrosAnalise) => {
  const parametros = filtrosParaApi(filtros).toString();
  return useQuery({
    queryKey: ['ipt', 'analise', parametros],
    queryFn: ({ signal }) =>
      http.get<PaginaAnalise>(`/api/proposta/analise?${parametros}`, { signal }),
    placeholderData: keepPreviousData,
  });
};
