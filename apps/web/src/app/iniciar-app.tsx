import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { OrigemSite } from '@/lib/origem-site';
import { conhecerRotas } from '@/lib/precarga-de-rota';
import { queryClient } from '@/lib/query-client';
import { assumirPaginaDoServidor, lerEstadoInicial, renovarQuandoHouverSessao } from './hidratacao';
import { Providers } from './providers';
import { rotas } from './router';

/** Calls `aoMontar` once React has committed the whole tree (effects run children first). */
function AoMontar({ aoMontar, children }: { aoMontar: () => void; children: ReactNode }) {
  useEffect(() => aoMontar(), [aoMontar]);
  return children;
}

/**
 * The whole app. A public page arrived rendered by the server: React adopts that HTML. Every
 * other page is rendered here, from the empty shell. Resolves once React has taken the page
 * over, when what the visitor did before can be done again.
 */
export async function iniciarApp(raiz: HTMLElement): Promise<void> {
  const estado = lerEstadoInicial();
  const router = await assumirPaginaDoServidor(estado, queryClient);
  conhecerRotas(rotas);
  await new Promise<void>((montado) => {
    const app = (
      <StrictMode>
        <AoMontar aoMontar={montado}>
          <OrigemSite.Provider value={window.location.origin}>
            <Providers client={queryClient}>
              <RouterProvider router={router} />
            </Providers>
          </OrigemSite.Provider>
        </AoMontar>
      </StrictMode>
    );
    if (estado) hydrateRoot(raiz, app);
    else createRoot(raiz).render(app);
  });
  if (estado) renovarQuandoHouverSessao(queryClient);
}
