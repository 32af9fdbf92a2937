import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { http } from '@/lib/http';
import { tituloDaRota } from '@/lib/route-handle';
import { NOME_PORTAL, tituloDocumento } from '@/lib/site';

/**
 * Runs on every navigation: top of the page, the route's title in the tab, a page view for the
 * statistics and, after the first page, focus on the new heading so screen readers announce it.
 */
export function usePageTracking(): void {
  const { pathname } = useLocation();
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

    window.scrollTo(0, 0);
    // Statistics are best effort: a lost page view must never disturb the visitor.
    http.post('/api/pageviews', { path: pathname }, { keepalive: true }).catch(() => undefined);

    // On the first load the browser starts at the top of the document; moving focus there
    // would skip the skip link.
    if (primeiraPagina) return;
    const main = document.getElementById('conteudo');
    const alvo = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!alvo) return;
    if (!alvo.hasAttribute('tabindex')) alvo.setAttribute('tabindex', '-1');
    alvo.focus({ preventScroll: true });
  }, [pathname]);
}
