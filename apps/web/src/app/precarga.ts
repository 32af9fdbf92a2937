import type { LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { sessaoQuery } from '@/hooks/use-sessao';
import type { Sessao } from '@/lib/sessao';
import { queryClient } from '@/lib/query-client';

/** Starts one query the page will read, on the shared client, keyed as the page keys it. */
export type Consulta = (cliente: QueryClient) => Promise<void>;

/**
 * A route loader that asks for the page's data as soon as the session is known, alongside the
 * page's code instead of after it: the lazy route's chunk, the session and the data travel at
 * once, and the page finds its queries under way or done. Nothing is awaited but the session,
 * which the area's guard reads anyway (one request for both), so a slow query never holds the
 * page back: the page shows its own loading state for it.
 */
export const precarregar =
  (
    consultas: (sessao: Sessao, params: Record<string, string | undefined>) => Consulta[],
  ): LoaderFunction =>
  async ({ params }) => {
    const sessao = await queryClient.fetchQuery(sessaoQuery);
    if (sessao) for (const consulta of consultas(sessao, params)) void consulta(queryClient);
    return null;
  };
