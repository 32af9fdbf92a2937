import { MENSAGENS } from '@portal/domain';
import { lerBase64 } from '@/lib/arquivos';
import { ApiError, http } from '@/lib/http';
import { descreverArquivo } from '../lib/anexos';

interface RespostaEnvio {
  status: number;
  result: boolean;
  message: string;
}

/**
 * POST /api/fileindexer/proposta/:id/<caminho>/file: one attachment (`fotos`,
 * `documentosentregues/portfolios`…) or the signed form (`formassinado`).
 */
export async function enviarArquivoProposta(
  propostaId: string,
  caminho: string,
  arquivo: File,
): Promise<string> {
  const resposta = await http.post<RespostaEnvio>(
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
  return resposta.message || MENSAGENS.arquivoEnviado;
}
