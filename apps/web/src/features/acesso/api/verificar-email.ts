import { MENSAGENS } from '@portal/domain';
import type { AreaAcesso } from '@/lib/entrar';
import { ApiError, http } from '@/lib/http';
import { AREAS_ACESSO } from '../lib/areas-acesso';

/**
 * POST /api/login/exists (or /api/login/ipt/exists at the staff entrance): whether the e-mail
 * has an account (spec §7 answers a number, non-zero meaning yes). A rate limit (429) keeps the
 * server's message; any other failure says 'Erro inesperado ao verificar usuário!'.
 */
export async function verificarEmail(
  email: string,
  area: AreaAcesso = 'empresa',
): Promise<boolean> {
  try {
    const resposta = await http.post<number>(AREAS_ACESSO[area].verificacao, { email });
    return Number(resposta) !== 0;
  } catch (erro) {
    if (erro instanceof ApiError && erro.status === 429) throw erro;
    throw new ApiError(erro instanceof ApiError ? erro.status : 0, MENSAGENS.erroVerificarUsuario);
  }
}
