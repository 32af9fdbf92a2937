import { destinoAposEntrar } from '@portal/domain';

/** The page where a person accepts the terms in force before going on. */
export const PAGINA_ACEITE_TERMOS = '/termos/aceite';

/** Where the guard sends someone with terms to accept, keeping the page they asked for. */
export const enderecoAceiteTermos = (destino: string): string =>
  `${PAGINA_ACEITE_TERMOS}?${new URLSearchParams({ voltar: destino })}`;

/**
 * Where to go after accepting. `voltar` comes from the address bar, which anyone can write into
 * a link: only a path of this site is followed ('//host' and '/\host' are other sites to a
 * browser), so the acceptance page never becomes a way to send someone elsewhere. Anything else
 * goes to where signing in would have led.
 */
export function destinoAposAceite(voltar: string | null, tipoUsuario: number): string {
  const proprio =
    voltar !== null &&
    voltar.startsWith('/') &&
    !voltar.startsWith('//') &&
    !voltar.startsWith('/\\');
  return proprio && !voltar.startsWith(PAGINA_ACEITE_TERMOS)
    ? voltar
    : destinoAposEntrar(tipoUsuario);
}
