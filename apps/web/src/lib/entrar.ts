import { isEquipeAprovada, MENSAGENS, type Login } from '@portal/domain';
import { ApiError, http } from '@/lib/http';

/** POST /api/login's answer; the session itself travels in the cookie. */
export interface RespostaLogin {
  autenticado: boolean;
  id: string;
  empresa: { id: string } | null;
  tipoUsuario: number;
  mensagem: string;
}

/**
 * Signs in. A refusal (401) or a rate limit (429) keeps the server's words, e.g. 'E-mail ou
 * senha incorretos.'; anything else is 'Erro inesperado ao fazer autenticação!' (spec §8).
 */
export async function entrar(credenciais: Login): Promise<RespostaLogin> {
  let resposta: RespostaLogin;
  try {
    resposta = await http.post<RespostaLogin>('/api/login', credenciais);
  } catch (erro) {
    if (erro instanceof ApiError && [400, 401, 429].includes(erro.status)) throw erro;
    throw new ApiError(erro instanceof ApiError ? erro.status : 0, MENSAGENS.erroAutenticacao);
  }
  if (!resposta.autenticado)
    throw new ApiError(401, resposta.mensagem || MENSAGENS.erroAutenticacao);
  return resposta;
}

/** Spec §4: analysts and administrators (4, 5) go to the staff home; everyone else to /painel. */
export const destinoAposEntrar = (tipoUsuario: number): string =>
  isEquipeAprovada(tipoUsuario) ? '/ipt/home' : '/painel';
