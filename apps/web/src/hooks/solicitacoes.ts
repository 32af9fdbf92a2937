import { queryOptions } from '@tanstack/react-query';
import type {
  ComparacaoEnvios,
  EnvioResumo,
  RespostaMensagem,
  RodadaSolicitacoes,
  RodadaSolicitacoesEntrada,
} from '@portal/domain';
import { http } from '@/lib/http';

export const solicitacoesQuery = (propostaId: string) =>
  queryOptions({
    queryKey: ['solicitacoes', propostaId],
    queryFn: ({ signal }) =>
      http.get<RodadaSolicitacoes[]>(`/api/proposta/${propostaId}/solicitacoes`, { signal }),
  });

export const responderSolicitacao = (propostaId: string, solicitacaoId: string, resposta: string) =>
  http.put<RespostaMensagem>(`/api/proposta/${propostaId}/solicitacoes/${solicitacaoId}/resposta`, {
    resposta,
  });

export const pedirAlteracoes = (
  propostaId: string,
  dados: RodadaSolicitacoesEntrada & { statusVisto: number },
) => http.post<RespostaMensagem>(`/api/proposta/${propostaId}/solicitacoes`, dados);

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
      http.get<ComparacaoEnvios>(
        `/api/proposta/${propostaId}/envios/comparacao?de=${de}&para=${para}`,
        {
          signal,
        },
      ),
  });
