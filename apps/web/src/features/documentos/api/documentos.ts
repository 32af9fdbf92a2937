import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DocumentoProgramaAdmin,
  type Resultado,
  type SubstituicaoDocumento,
  TIPO_ARQUIVO,
} from '@portal/domain';
import { isConflitoDeVersao } from '@/hooks/use-versao-editada';
import { lerBase64, verificarPdf } from '@/lib/arquivos';
import { ApiError, http } from '@/lib/http';

const CHAVE_DOCUMENTOS_ADMIN = ['ipt', 'documentos'] as const;

/** GET /api/documentos/admin (administrators; analysts never ask, the server refuses them). */
export const useDocumentosAdmin = (administrador = true) =>
  useQuery({
    queryKey: CHAVE_DOCUMENTOS_ADMIN,
    queryFn: ({ signal }) =>
      http.get<DocumentoProgramaAdmin[]>('/api/documentos/admin', { signal }),
    enabled: administrador,
  });

/**
 * PUT /api/documentos/:id with the PDF in base64. The file is checked here first (PDF, 2 MB)
 * with the same words the server uses; afterwards the public pages' list is read again, so the
 * Home banner and the municipalities' tabs link the new version at once.
 */
export function useEnviarDocumento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, arquivo, versao }: { id: string; arquivo: File; versao: number }) => {
      const problema = verificarPdf(arquivo);
      if (problema) throw new ApiError(400, problema);
      const conteudo = await lerBase64(arquivo);
      const corpo: SubstituicaoDocumento = {
        nomeOriginal: arquivo.name,
        conteudo,
        tipoDoArquivo: TIPO_ARQUIVO.PDF,
        tipo: 'application/pdf',
        versao,
      };
      return http.put<Resultado>(`/api/documentos/${encodeURIComponent(id)}`, corpo);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['documentos'] }),
        queryClient.invalidateQueries({ queryKey: CHAVE_DOCUMENTOS_ADMIN }),
      ]),
    // Replaced by another administrator meanwhile: the list shows their file now.
    onError: (erro) =>
      isConflitoDeVersao(erro) &&
      queryClient.invalidateQueries({ queryKey: CHAVE_DOCUMENTOS_ADMIN }),
  });
}
