import { type Login, MENSAGENS, type RespostaLogin } from '@portal/domain';
import { ApiError, http } from './http';

/** The two entrances of spec §2: the suppliers' and the institute staff's. */
export type AreaAcesso = 'empresa' | 'ipt';

const ROTA_LOGIN: Record<AreaAcesso, string> = {
  empresa: '/api/login',
  ipt: '/api/login/ipt',
};

/**
 * Signs in. A refusal (401) or a rate limit (429) keeps the server's words, e.g. 'E-mail ou
 * senha incorretos.'; anything else is 'Erro inesperado ao fazer autenticação!' (spec §8).
 */
export async function entrar(
  credenciais: Login,
  area: AreaAcesso = 'empresa',
): Promise<RespostaLogin> {
  let resposta: RespostaLogin;
  try {
    resposta = await http.post<RespostaLogin>(ROTA_LOGIN[area], credenciais);
  } catch (erro) {
    if (erro instanceof ApiError && [400, 401, 429].includes(erro.status)) throw erro;
    throw new ApiError(erro instanceof ApiError ? erro.status : 0, MENSAGENS.erroAutenticacao);
  }
  if (!resposta.autenticado)
    throw new ApiError(401, resposta.mensagem || MENSAGENS.erroAutenticacao);
  return resposta;
}
