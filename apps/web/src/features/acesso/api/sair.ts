import type { QueryClient } from '@tanstack/react-query';
import { CHAVE_SESSAO } from '@/hooks/use-sessao';
import { http } from '@/lib/http';
import { emailAcesso, emailAcessoIpt } from '../lib/email-acesso';

/**
 * POST /api/logout, then forget everything this visit cached about the user: the session is
 * marked logged out (the menu switches at once) and every other query is dropped.
 */
export async function sair(queryClient: QueryClient): Promise<void> {
  await http.post<{ result: boolean; message: string }>('/api/logout');
  emailAcesso.limpar();
  emailAcessoIpt.limpar();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CHAVE_SESSAO[0] });
  queryClient.setQueryData(CHAVE_SESSAO, null);
}
