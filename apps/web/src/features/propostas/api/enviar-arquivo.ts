import { MENSAGENS, type EnvioArquivo, type ResumoAssinatura } from '@portal/domain';
import { lerBase64 } from '@/lib/arquivos';
import { ApiError, http } from '@/lib/http';
import { descreverArquivo } from '../lib/anexos';

/**
 * POST /api/fileindexer/proposta/:id/<caminho>/file: one attachment (`fotos`,
 * `documentosentregues/portfolios`…) or the signed form (`formassinado`, answered with the
 * signature's verdict).
 */
export async function enviarArquivoProposta(
  propostaId: string,
  caminho: string,
  arquivo: File,
): Promise<{ mensagem: string; assinatura: ResumoAssinatura | null }> {
  const resposta = await http.post<EnvioArquivo>(
    `/api/fileindexer/proposta/${propostaId}/${caminho}/file`,
    {
      nomeOriginal: arquivo.name,
      conteudo: await lerBase64(arquivo),
      ...descreverArquivo(arquivo),
    },
  );
  // Spec §3: for file registration a status of 0 means success.
  if (resposta.status !== 0 || !resposta.result)
    throw new ApiError(200, resposta.message || MENSAGENS.falhaEnviarArquivo);
  return {
    mensagem: resposta.message || MENSAGENS.arquivoEnviado,
    assinatura: resposta.assinatura ?? null,
  };
}
