import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTEXTO_ARQUIVO,
  MENSAGENS,
  TIPO_ARQUIVO,
  type ArquivoEmpresa,
  type EnvioArquivo,
} from '@portal/domain';
import { lerBase64 } from '@/lib/arquivos';
import { ApiError, http } from '@/lib/http';

/**
 * Sends the company's CNPJ proof (context 13), replacing any earlier one. Resolves with the
 * server's message; a refusal rejects with it, or with 'Falha ao enviar o arquivo.'.
 */
export async function enviarProvaCnpj(empresaId: string, arquivo: File): Promise<string> {
  const conteudo = await lerBase64(arquivo);
  const resposta = await http.put<EnvioArquivo>(
    `/api/fileindexer/empresa/${empresaId}/provacnpj/file`,
    {
      nomeOriginal: arquivo.name,
      conteudo,
      tipoDoArquivo: TIPO_ARQUIVO.PDF,
      tipo: 'application/pdf',
    },
  );
  // Spec §3: for file registration a status of 0 means success.
  if (resposta.status !== 0 || !resposta.result)
    throw new ApiError(200, resposta.message || MENSAGENS.falhaEnviarArquivo);
  return resposta.message || MENSAGENS.arquivoEnviado;
}

export const arquivosEmpresaQuery = (empresaId: string | undefined) =>
  queryOptions({
    queryKey: ['arquivos-empresa', empresaId],
    queryFn: ({ signal }) =>
      http.get<ArquivoEmpresa[]>(`/api/fileindexer/empresa/${empresaId}`, { signal }),
    enabled: Boolean(empresaId),
  });

/** The company's current CNPJ proof: the latest file of context 13, if any. */
export function useProvaCnpjAtual(empresaId: string | undefined) {
  const consulta = useQuery(arquivosEmpresaQuery(empresaId));
  const provas = (consulta.data ?? []).filter((a) => a.contexto === CONTEXTO_ARQUIVO.PROVA_CNPJ);
  const atual = provas.sort((a, b) => b.dataHoraInclusao.localeCompare(a.dataHoraInclusao))[0];
  return { ...consulta, atual };
}
