import { matchRoutes, type RouteObject } from 'react-router';

let rotasConhecidas: RouteObject[] = [];

/** The app's route table, told once when the app starts (the menu cannot import the router). */
export function conhecerRotas(rotas: RouteObject[]): void {
  rotasConhecidas = rotas;
}

/**
 * What a click on a link to `para` would fetch, asked for as the pointer rests on it or the
 * keyboard reaches it: the page's code (its lazy chunk) and the data its loader prefetches. The
 * module system and the query cache keep both, so the click that follows finds them, and a
 * second hover costs nothing.
 */
export function precarregarRota(para: string): void {
  const url = new URL(para, window.location.origin);
  for (const { route, params } of matchRoutes(rotasConhecidas, url.pathname) ?? []) {
    const pattern = route.path ?? '';
    if (typeof route.lazy === 'function') void route.lazy().catch(() => {});
    if (typeof route.loader === 'function') {
      // A guard's redirect or a failed prefetch is the click's business, not the hover's.
      void Promise.resolve(
        route.loader({ params, request: new Request(url), url, pattern, context: undefined }),
      ).catch(() => {});
    }
  }
}

/** The props that start `precarregarRota` on a link to `para`. */
export const aoIntencaoDeIr = (para: string) => ({
  onMouseEnter: () => precarregarRota(para),
  onFocus: () => precarregarRota(para),
});
