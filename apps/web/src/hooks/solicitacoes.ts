import { queryOptions } from '@tanstack/react-query';
import type { RodadaSolicitacoesEntrada } from '@portal/domain';
import { http } from '@/lib/http';

/** A request of the institute, as GET /api/proposta/:id/solicitacoes answers it (issue 14). */
export interface Solicitacao {
  id: string;
  alvo: string;
  rotulo: string;
  texto: string;
  prazo: string | null;
  resposta: string | null;
  respondidaPor: string | null;
  respondidaEm: string | null;
}

export interface RodadaSolicitacoes {
  numero: number;
  abertaEm: string;
  abertaPor: string;
  fechadaEm: string | null;
  /** The signed submission that answered it; null while open or when staff ended it. */
  envioNumero: number | null;
  aberta: boolean;
  /** The sections and categories (`anexos.*`) it opens now. */
  partesAbertas: string[];
  /** Until when it may be answered with a new signed PDF; null: no date. */
  prazo: string | null;
  solicitacoes: Solicitacao[];
}

export const solicitacoesQuery = (propostaId: string) =>
  queryOptions({
    queryKey: ['solicitacoes', propostaId],
    queryFn: ({ signal }) =>
      http.get<RodadaSolicitacoes[]>(`/api/proposta/${propostaId}/solicitacoes`, { signal }),
  });

export const responderSolicitacao = (propostaId: string, solicitacaoId: string, resposta: string) =>
  http.put<{ message: string }>(
    `/api/proposta/${propostaId}/solicitacoes/${solicitacaoId}/resposta`,
    { resposta },
  );

export const pedirAlteracoes = (
  propostaId: string,
  dados: RodadaSolicitacoesEntrada & { statusVisto: number },
) => http.post<{ message: string }>(`/api/proposta/${propostaId}/solicitacoes`, dados);

/** A signed submission in the list of versions. */
export interface EnvioResumo {
  numero: number;
  enviadaEm: string;
  enviadaPor: string;
  arquivos: number;
}

export interface DiferencaCampo {
  caminho: string;
  rotulo: string;
  antes: unknown;
  depois: unknown;
}

export interface Comparacao {
  de: number;
  para: number;
  campos: DiferencaCampo[];
  arquivos: { contexto: number; incluidos: string[]; removidos: string[] }[];
}

export const enviosQuery = (propostaId: string) =>
  queryOptions({
    queryKey: ['envios', propostaId],
    queryFn: ({ signal }) =>
      http.get<EnvioResumo[]>(`/api/proposta/${propostaId}/envios`, { signal }),
  });

export const comparacaoQuery = (propostaId: string, de: number, para: number) =>
  queryOptions({
    queryKey: ['envios', propostaId, 'comparacao', de, para],
    queryFn: ({ signal }) =>
      http.get<Comparacao>(`/api/proposta/${propostaId}/envios/comparacao?de=${de}&para=${para}`, {
        signal,
      }),
  });
