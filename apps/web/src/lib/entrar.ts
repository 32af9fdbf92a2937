import {
  isEquipeAprovada,
  isUsuarioGestor,
  type Login,
  MENSAGENS,
  type RespostaLogin,
  TIPO_USUARIO,
} from '@portal/domain';
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

/**
 * Spec §4: analysts and administrators (4, 5) go to the staff home; everyone else to /painel.
 * A staff account awaiting approval (3) goes there too: the staff home is where it learns that
 * an administrator still has to approve it. A municipal manager, verified or not, goes to the
 * manager's area, which says the registration's standing.
 */
export function destinoAposEntrar(tipoUsuario: number): string {
  if (isUsuarioGestor(tipoUsuario)) return '/gestor';
  return isEquipeAprovada(tipoUsuario) || tipoUsuario === TIPO_USUARIO.EQUIPE_PENDENTE
    ? '/ipt/home'
    : '/painel';
}
