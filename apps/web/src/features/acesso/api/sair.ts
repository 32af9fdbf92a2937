import type { QueryClient } from '@tanstack/react-query';
import { CHAVE_SESSAO } from '@/hooks/use-sessao';
import { guardarSomenteDe } from '@/lib/dados-no-navegador';
import { http } from '@/lib/http';
import { emailAcesso, emailAcessoIpt } from '../lib/email-acesso';

/**
 * POST /api/logout, then forget everything this visit cached about the user: the session is
 * marked logged out (the menu switches at once), every other query is dropped and the drafts
 * kept in this browser are removed.
 */
export async function sair(queryClient: QueryClient): Promise<void> {
  await http.post<{ result: boolean; message: string }>('/api/logout');
  emailAcesso.limpar();
  emailAcessoIpt.limpar();
  guardarSomenteDe(null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CHAVE_SESSAO[0] });
  queryClient.setQueryData(CHAVE_SESSAO, null);
}
