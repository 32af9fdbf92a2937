import type {
  PedidoRedefinicao,
  RedefinicaoSenha,
  RespostaLogin,
  RespostaMensagem,
  TokenValido,
} from '@portal/domain';
import { http } from '@/lib/http';

/** POST /api/conta/senha/esqueci: the same answer whether or not the e-mail has an account. */
export const pedirRedefinicao = (dados: PedidoRedefinicao) =>
  http.post<RespostaMensagem>('/api/conta/senha/esqueci', dados);

/** POST /api/conta/senha/verificar: 200 while the link still opens; 400/410 with the reason. */
export const verificarLinkRedefinicao = (token: string, signal?: AbortSignal) =>
  http.post<TokenValido>('/api/conta/senha/verificar', { token }, { signal });

/** POST /api/conta/senha/redefinir: the new password; the answer is a sign-in's. */
export const redefinirSenha = (dados: RedefinicaoSenha) =>
  http.post<RespostaLogin & RespostaMensagem>('/api/conta/senha/redefinir', dados);
