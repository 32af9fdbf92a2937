import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** A file of a solution as GET /api/fileindexer/proposta/:id lists it (no content). */
export interface ArquivoProposta {
  id: string;
  nomeOriginal: string;
  contexto: number;
  tipoDoArquivo: number | null;
  tipo: string | null;
  tamanho: number;
  dataHoraInclusao: string;
}

/** One file with its base64 content. */
export interface ArquivoComConteudo {
  id: string;
  nomeOriginal: string;
  conteudo: string;
  tipo: string | null;
  contexto: number;
}

export const arquivosPropostaQuery = (propostaId: string | null) =>
  queryOptions({
    queryKey: ['arquivos-proposta', propostaId],
    queryFn: ({ signal }) =>
      http.get<ArquivoProposta[]>(`/api/fileindexer/proposta/${propostaId}`, { signal }),
    enabled: Boolean(propostaId),
  });

/** GET /api/fileindexer/:proposalId/:fileId. */
export const buscarArquivo = (propostaId: string, arquivoId: string) =>
  http.get<ArquivoComConteudo>(`/api/fileindexer/${propostaId}/${arquivoId}`);

/** GET /api/fileindexer/proposta/:id/:context, with contents (12: the signed PDFs). */
export const buscarArquivosDoContexto = (propostaId: string, contexto: number) =>
  http.get<ArquivoComConteudo[]>(`/api/fileindexer/proposta/${propostaId}/${contexto}`);

/** DELETE /api/fileindexer/arquivo/:fileId; the answer's `mensagem` is shown as it comes. */
export const apagarArquivo = (arquivoId: string) =>
  http.delete<{ result: boolean; mensagem: string }>(`/api/fileindexer/arquivo/${arquivoId}`);
