import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, skipToken, type Query } from '@tanstack/react-query';
import { usarTransporte, type Transporte } from '@/lib/http';
import { OrigemSite } from '@/lib/origem-site';
import { criarQueryClient } from '@/lib/query-client';
import { ATRIBUTO_INCOMPLETO, ID_ESTADO_INICIAL, type EstadoInicial } from '@/lib/estado-inicial';
import { Providers } from './providers';
import { rotas } from './router';

// The server answers 404 for an address this says the router does not have.
export { rotaExiste } from './rota-existe';

/** A public page rendered on the server: the content of #root and the state that goes with it. */
export interface PaginaRenderizada {
  html: string;
  /** The `<script type="application/json">` block with the initial state, ready to insert. */
  estado: string;
}

// A page whose queries reveal further queries (a list, then its details) needs a pass per level;
// the public pages have one, and a bound keeps a mistake from looping.
const PASSADAS_MAXIMAS = 4;

// What the browser would not ask for either: answered already, disabled until the visitor does
// something, or about the visitor.
const semServidor = (query: Query) =>
  query.state.status !== 'pending' ||
  (query.options as { enabled?: unknown }).enabled === false ||
  query.meta?.['soNoNavegador'] === true;

/** JSON inside <script>: no `</script>` or `<!--` can close or comment out the block. */
const jsonEmScript = (valor: unknown) => JSON.stringify(valor).replace(/</g, '\\u003c');

// One handler for every render: it resolves each lazy route once and keeps it resolved.
const handler = createStaticHandler(rotas);

/**
 * Renders one public page with the data the browser would fetch, taken from the API through
 * `transporte` (the server's own routes, without a network; the same for every render, so
 * setting it each time is harmless). The page is rendered, the queries it started are answered,
 * and it is rendered again until no query waits; a query whose answer failed is left waiting, as
 * the browser would first show it, and the browser asks again.
 * Null when the address redirects (a guarded route), which only the browser follows.
 */
export async function renderizarPagina(
  url: string,
  origem: string,
  transporte: Transporte,
): Promise<PaginaRenderizada | null> {
  usarTransporte(transporte);
  const contexto = await handler.query(new Request(url));
  if (contexto instanceof Response) return null;

  const client = criarQueryClient();
  const tentadas = new Set<string>();
  const renderizar = () =>
    renderToString(
      <StrictMode>
        <OrigemSite.Provider value={origem}>
          <Providers client={client}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, contexto)}
              context={contexto}
              hydrate={false}
            />
          </Providers>
        </OrigemSite.Provider>
      </StrictMode>,
    );

  let html = renderizar();
  for (let passada = 1; passada < PASSADAS_MAXIMAS; passada++) {
    const pendentes = client
      .getQueryCache()
      .getAll()
      .filter((q) => !semServidor(q) && !tentadas.has(q.queryHash));
    if (pendentes.length === 0) break;
    await Promise.all(
      pendentes.map(async ({ queryKey, queryHash, options: { queryFn } }) => {
        tentadas.add(queryHash);
        if (!queryFn || queryFn === skipToken) return;
        try {
          await client.fetchQuery({ queryKey, queryFn, retry: false });
        } catch {
          client.removeQueries({ queryKey, exact: true });
        }
      }),
    );
    html = renderizar();
  }

  // A query still waiting after the last pass is one whose answer failed.
  const incompleto = client
    .getQueryCache()
    .getAll()
    .some((q) => !semServidor(q));
  const estado: EstadoInicial = {
    router: {
      loaderData: contexto.loaderData,
      actionData: contexto.actionData,
      errors: contexto.errors,
    },
    consultas: dehydrate(client),
  };
  return {
    html,
    estado:
      `<script type="application/json" id="${ID_ESTADO_INICIAL}"` +
      `${incompleto ? ` ${ATRIBUTO_INCOMPLETO}` : ''}>${jsonEmScript(estado)}</script>`,
  };
}
