import { redirect, type LoaderFunction } from 'react-router';
import { isUsuarioEmpresa, isUsuarioGestor } from '@portal/domain';
import { sessaoQuery } from '@/hooks/use-sessao';
import type { Sessao } from '@/lib/sessao';
import { enderecoAceiteTermos } from '@/lib/aceite-termos';
import { queryClient } from '@/lib/query-client';

/** The signed-in person, or a redirect to `entrada` for a visitor without a session. */
async function sessaoOuEntrada(entrada: string): Promise<Sessao> {
  const sessao = await queryClient.fetchQuery(sessaoQuery);
  if (!sessao) throw redirect(entrada);
  return sessao;
}

/**
 * The session guard of the protected route groups (spec §6). As a loader it runs before any page
 * of the group renders, so a logged-out visitor never glimpses the panel on the way to sign-in.
 * Someone who has not accepted the terms in force accepts them first, then comes back here.
 */
export const exigirSessao =
  (entrada: string): LoaderFunction =>
  async ({ request }) => {
    const sessao = await sessaoOuEntrada(entrada);
    if (sessao.termosPendentes !== null) {
      const { pathname, search } = new URL(request.url);
      throw redirect(enderecoAceiteTermos(pathname + search));
    }
    return null;
  };

/** The acceptance page itself: it needs a session, and exists for terms not yet accepted. */
export const exigirSessaoSemAceite =
  (entrada: string): LoaderFunction =>
  async () => {
    await sessaoOuEntrada(entrada);
    return null;
  };

/**
 * /meus-dados, where the e-mails link: each person's data page sits in their own area, so the
 * address that fits everyone leads to the one of whoever is signed in.
 */
export const irParaMeusDados: LoaderFunction = async () => {
  const sessao = await sessaoOuEntrada('/login');
  if (isUsuarioEmpresa(sessao.tipoUsuario)) throw redirect('/painel/meus-dados');
  throw redirect(isUsuarioGestor(sessao.tipoUsuario) ? '/gestor/meus-dados' : '/ipt/meus-dados');
};
