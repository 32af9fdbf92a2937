import { redirect, type LoaderFunction } from 'react-router';
import { sessaoQuery } from '@/hooks/use-sessao';
import { queryClient } from '@/lib/query-client';

/**
 * The session guard of the protected route groups (spec §6). As a loader it runs before any page
 * of the group renders, so a logged-out visitor never glimpses the panel on the way to sign-in.
 */
export const exigirSessao =
  (destino: string): LoaderFunction =>
  async () => {
    const sessao = await queryClient.fetchQuery(sessaoQuery);
    if (!sessao) throw redirect(destino);
    return null;
  };
