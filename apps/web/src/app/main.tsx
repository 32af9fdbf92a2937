import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './estilos-mantine';
import './global.css';
import { OrigemSite } from '@/lib/origem-site';
import { queryClient } from '@/lib/query-client';
import { assumirPaginaDoServidor, lerEstadoInicial } from './hidratacao';
import { Providers } from './providers';

// A function, not top-level await: the bundler splits a module graph with top-level await into
// many more chunks, each one more request before the first paint.
async function iniciar(raiz: HTMLElement) {
  const estado = lerEstadoInicial();
  const router = await assumirPaginaDoServidor(estado, queryClient);
  const app = (
    <StrictMode>
      <OrigemSite.Provider value={window.location.origin}>
        <Providers client={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </OrigemSite.Provider>
    </StrictMode>
  );
  // A public page arrives rendered by the server: React adopts that HTML. Every other page is
  // rendered here, from the empty shell.
  if (estado) hydrateRoot(raiz, app);
  else createRoot(raiz).render(app);
}

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root ausente em index.html.');
void iniciar(raiz);
