import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArquivoApagado, ArquivoComConteudo, ArquivoProposta } from '@portal/domain';
import { http } from '@/lib/http';

export const arquivosPropostaQuery = (propostaId: string | null) =>
  queryOptions({
    queryKey: ['arquivos-proposta', propostaId],
    queryFn: ({ signal }) =>
      http.get<ArquivoProposta[]>(`/api/fileindexer/proposta/${propostaId}`, { signal }),
    enabled: Boolean(propostaId),
  });

export const useArquivosProposta = (propostaId: string) =>
  useQuery(arquivosPropostaQuery(propostaId));

/** GET /api/fileindexer/:proposalId/:fileId. */
export const buscarArquivo = (propostaId: string, arquivoId: string) =>
  http.get<ArquivoComConteudo>(`/api/fileindexer/${propostaId}/${arquivoId}`);

/** GET /api/fileindexer/proposta/:id/:context, with contents (12: the signed PDFs). */
export const buscarArquivosDoContexto = (propostaId: string, contexto: number) =>
  http.get<ArquivoComConteudo[]>(`/api/fileindexer/proposta/${propostaId}/${contexto}`);

/** DELETE /api/fileindexer/arquivo/:fileId; the answer's `mensagem` is shown as it comes. */
export const apagarArquivo = (arquivoId: string) =>
  http.delete<ArquivoApagado>(`/api/fileindexer/arquivo/${arquivoId}`);
