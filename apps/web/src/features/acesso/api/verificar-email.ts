import { MENSAGENS } from '@portal/domain';
import { ApiError, http } from '@/lib/http';

/**
 * POST /api/login/exists: whether the e-mail has an account (spec §7 answers a number, non-zero
 * meaning yes). A rate limit (429) keeps the server's message; any other failure says
 * 'Erro inesperado ao verificar usuário!'.
 */
export async function verificarEmail(email: string): Promise<boolean> {
  try {
    const resposta = await http.post<number>('/api/login/exists', { email });
    return Number(resposta) !== 0;
  } catch (erro) {
    if (erro instanceof ApiError && erro.status === 429) throw erro;
    throw new ApiError(erro instanceof ApiError ? erro.status : 0, MENSAGENS.erroVerificarUsuario);
  }
}
