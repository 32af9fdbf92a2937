import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { guardarSomenteDe } from '@/lib/dados-no-navegador';
import { SO_NO_NAVEGADOR } from '@/lib/estado-inicial';
import { http } from '@/lib/http';

/** GET /api/sessao with someone signed in: who, as the server's session cookie says. */
export interface Sessao {
  autenticado: true;
  id: string;
  nome: string;
  email: string;
  tipoUsuario: number;
  empresa: { id: string; cnpj: string } | null;
  /** The version of the terms to accept before going on; null when nothing is pending. */
  termosPendentes: number | null;
}

export const CHAVE_SESSAO = ['sessao'] as const;

/**
 * The session check of every visit. It asks /api/sessao, which answers "nobody" with 200, not
 * the spec's /api/autenticado, whose 401 printed an error in every anonymous visitor's console;
 * as in spec §4, a failed check is a logged-out visitor (null), never an error screen.
 */
async function buscarSessao(signal?: AbortSignal): Promise<Sessao | null> {
  try {
    const resposta = await http.get<Sessao | { autenticado: false }>('/api/sessao', { signal });
    const sessao = resposta?.autenticado && resposta.id ? resposta : null;
    // Only the server's "nobody is signed in" clears the browser; a lost connection (below)
    // keeps the drafts, which exist for exactly that moment.
    guardarSomenteDe(sessao?.id ?? null);
    return sessao;
  } catch (erro) {
    if (erro instanceof DOMException && erro.name === 'AbortError') throw erro;
    return null;
  }
}

export const sessaoQuery = queryOptions({
  queryKey: CHAVE_SESSAO,
  queryFn: ({ signal }) => buscarSessao(signal),
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
