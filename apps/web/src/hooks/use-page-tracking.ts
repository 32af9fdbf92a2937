import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { ID_CONTEUDO } from '@/components/layout/alvos-de-atalho';
import { tituloDaRota } from '@/lib/route-handle';
import { NOME_PORTAL, tituloDocumento } from '@/lib/site';
import { contarVisita, primeiraPaginaJaContada } from '@/lib/visitas';

const FOCAVEL = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * The control the address names (`/solutions#busca`, from "Ir para a busca"), which takes the
 * focus the page's heading would otherwise get.
 */
function focavelDoEndereco(hash: string): HTMLElement | null {
  if (!hash) return null;
  const alvo = document.getElementById(decodeURIComponent(hash.slice(1)));
  return alvo?.matches(FOCAVEL) ? alvo : null;
}

/**
 * Runs on every navigation: top of the page, the route's title in the tab, a page view for the
 * statistics and, after the first page, focus on the new heading so screen readers announce it.
 */
export function usePageTracking(): void {
  const { pathname, hash } = useLocation();
  const matches = useMatches();
  const titulo = tituloDaRota(matches);
  // Remembers the last tracked path so React's development double-run counts a visit once.
  const ultimoPathname = useRef<string | null>(null);

  useEffect(() => {
    document.title = titulo ? tituloDocumento(titulo) : NOME_PORTAL;
  }, [titulo]);

  useEffect(() => {
    if (ultimoPathname.current === pathname) return;
    const primeiraPagina = ultimoPathname.current === null;
    ultimoPathname.current = pathname;

    if (primeiraPagina) {
      // The browser placed the first page (at the top, or where the visitor had scrolled to
      // before a server-rendered page's app was loaded); moving focus would skip the skip
      // link. The entry script may have counted it already.
      if (!primeiraPaginaJaContada(pathname)) contarVisita(pathname);
      return;
    }
    window.scrollTo(0, 0);
    contarVisita(pathname);
    const main = document.getElementById(ID_CONTEUDO);
    const alvo = focavelDoEndereco(hash) ?? main?.querySelector<HTMLElement>('h1') ?? main;
    if (!alvo) return;
    if (!alvo.hasAttribute('tabindex')) alvo.setAttribute('tabindex', '-1');
    alvo.focus({ preventScroll: true });
    // A change of hash alone is not a new page: the check above returns at once.
  }, [pathname, hash]);
}
