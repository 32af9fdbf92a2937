import type { QueryClient } from '@tanstack/react-query';
import type { Saida } from '@portal/domain';
import { esquecerSessao } from '@/hooks/use-sessao';
import { http } from '@/lib/http';
import { emailAcesso, emailAcessoIpt } from '../lib/email-acesso';

/**
 * POST /api/logout, then forget the e-mail of the sign-in steps and all the visit cached. A
 * session opened with gov.br answers where to end the gov.br session too, which this returns.
 */
export async function sair(queryClient: QueryClient): Promise<string | null> {
  const resposta = await http.post<Saida>('/api/logout');
  emailAcesso.limpar();
  emailAcessoIpt.limpar();
  esquecerSessao(queryClient);
  return resposta.govbrLogout ?? null;
}
