import type { QueryClient } from '@tanstack/react-query';
import { esquecerSessao } from '@/hooks/use-sessao';
import { http } from '@/lib/http';
import { emailAcesso, emailAcessoIpt } from '../lib/email-acesso';

/** POST /api/logout, then forget the e-mail of the sign-in steps and all the visit cached. */
export async function sair(queryClient: QueryClient): Promise<void> {
  await http.post<{ result: boolean; message: string }>('/api/logout');
  emailAcesso.limpar();
  emailAcessoIpt.limpar();
  esquecerSessao(queryClient);
}
