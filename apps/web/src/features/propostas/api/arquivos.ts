import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ArquivoComConteudo, type ArquivoPublicacao, type Resultado } from '@portal/domain';
import { salvarBaixado } from '@/lib/arquivos';
import { http } from '@/lib/http';

const chavePublicacao = (propostaId: string) => ['ipt', 'publicacao', propostaId] as const;

/**
 * GET /api/fileindexer/proposta/:id/publicacao (administrators): each file's public flag and
 * whether it may be public at all. Analysts never ask: the server refuses them.
 */
export const useArquivosPublicacao = (propostaId: string, administrador: boolean) =>
  useQuery({
    queryKey: chavePublicacao(propostaId),
    queryFn: ({ signal }) =>
      http.get<ArquivoPublicacao[]>(
        `/api/fileindexer/proposta/${encodeURIComponent(propostaId)}/publicacao`,
        { signal },
      ),
    enabled: administrador,
  });

/**
 * POST /api/fileindexer/arquivo/:fileId/publico (administrators): whether the file is listed
 * on the solution's public page once the solution is published.
 */
export function useAlterarPublico(propostaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ arquivoId, publico }: { arquivoId: string; publico: boolean }) =>
      http.post<Resultado>(`/api/fileindexer/arquivo/${encodeURIComponent(arquivoId)}/publico`, {
        publico,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chavePublicacao(propostaId) }),
        queryClient.invalidateQueries({ queryKey: ['solucoes'] }),
      ]),
  });
}

/** The zip of every file of a solution: a plain link, the browser downloads it as it comes. */
export const linkZipProposta = (propostaId: string) =>
  `/api/fileindexer/proposta/zip/${encodeURIComponent(propostaId)}`;

/** GET /api/fileindexer/:propostaId/:fileId, saved under its original name. */
export async function baixarArquivoProposta(propostaId: string, arquivoId: string) {
  const arquivo = await http.get<ArquivoComConteudo>(
    `/api/fileindexer/${encodeURIComponent(propostaId)}/${encodeURIComponent(arquivoId)}`,
  );
  salvarBaixado(arquivo, 'application/octet-stream', `arquivo ${arquivoId}`);
}
