import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { guardarSomenteDe } from '@/lib/dados-no-navegador';
import { SO_NO_NAVEGADOR } from '@/lib/estado-inicial';
import { consultarSessao, type Sessao } from '@/lib/sessao';

export const CHAVE_SESSAO = ['sessao'] as const;

export const sessaoQuery = queryOptions({
  queryKey: CHAVE_SESSAO,
  queryFn: ({ signal }) => consultarSessao(signal),
  // Sign-in, registration and logout update the cache themselves; a minute spares the
  // guard a round trip on every click inside the panel.
  staleTime: 60_000,
  meta: SO_NO_NAVEGADOR,
});

/** The signed-in user, or null; `data` is undefined only while the first check runs. */
export const useSessao = () => useQuery(sessaoQuery);

/**
 * After sign-in, registration or logout the session changes on the server: read it again
 * before navigating, so the guard and the menu see the new one at once.
 */
export const recarregarSessao = (queryClient: QueryClient): Promise<Sessao | null> =>
  queryClient.fetchQuery({ ...sessaoQuery, staleTime: 0 });

/**
 * The session ended on the server (sign-out, a deleted account): forget everything this visit
 * cached about the person. The session reads as logged out at once (the menu switches), every
 * other query is dropped and what the browser kept for them (drafts) is removed.
 */
export function esquecerSessao(queryClient: QueryClient): void {
  guardarSomenteDe(null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CHAVE_SESSAO[0] });
  queryClient.setQueryData(CHAVE_SESSAO, null);
}
