import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import {
  hydrate,
  QueryObserver,
  type QueryClient,
  type QueryObserverResult,
} from '@tanstack/react-query';
import { sessaoQuery } from '@/hooks/use-sessao';
import type { Sessao } from '@/lib/sessao';
import { ID_ESTADO_INICIAL, POR_VISITANTE, type EstadoInicial } from '@/lib/estado-inicial';
import { rotas } from './router';

/** The state a server-rendered page carries, or null for the empty shell. */
export function lerEstadoInicial(): EstadoInicial | null {
  const bloco = document.getElementById(ID_ESTADO_INICIAL);
  return bloco?.textContent ? (JSON.parse(bloco.textContent) as EstadoInicial) : null;
}

/**
 * The browser's router, ready to adopt a page rendered on the server: the API answers the page
 * was rendered with go into the query cache (so nothing is fetched twice), and the code of the
 * page's lazy routes is loaded before React compares its first render with the HTML (a route
 * still loading would render its fallback instead, and the page would flash).
 */
export async function assumirPaginaDoServidor(
  estado: EstadoInicial | null,
  queryClient: QueryClient,
) {
  if (estado) {
    // The answers are as fresh as the page: counted from now, not from the server's clock.
    const agora = Date.now();
    for (const { state } of estado.consultas.queries) state.dataUpdatedAt = agora;
    hydrate(queryClient, estado.consultas);
    await carregarRotas(rotas);
  }
  return createBrowserRouter(rotas, estado ? { hydrationData: estado.router } : undefined);
}

async function carregarRotas(todas: RouteObject[]) {
  const lazies = (matchRoutes(todas, window.location) ?? []).flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [{ route, lazy: route.lazy }] : [],
  );
  await Promise.all(
    lazies.map(async ({ route, lazy }) => {
      Object.assign(route, await lazy(), { lazy: undefined });
    }),
  );
}

/**
 * The server renders every visitor's page as an anonymous one; a signed-in person's answers
 * that depend on who they are (their company's own deadline) are asked again. Called once
 * React has adopted the page: the entry script may know the session already, and a session in
 * the cache before then would render a header other than the server's.
 */
export function renovarQuandoHouverSessao(queryClient: QueryClient) {
  // An observer, not a one-off fetch: the header's own session check may cancel and repeat it.
  const observador = new QueryObserver(queryClient, sessaoQuery);
  const renovar = ({ data: sessao, isPending }: QueryObserverResult<Sessao | null>) => {
    if (isPending) return false;
    if (sessao) {
      void queryClient.invalidateQueries({
        predicate: ({ meta }) => meta?.['porVisitante'] === POR_VISITANTE.porVisitante,
      });
    }
    return true;
  };
  // The header may have had its answer already, before this observer existed.
  if (renovar(observador.getCurrentResult())) return;
  const parar = observador.subscribe((resultado) => {
    if (renovar(resultado)) parar();
  });
}
