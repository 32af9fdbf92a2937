import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@mantine/core/styles.css';
import './global.css';
import { Providers } from './providers';
import { router } from './router';

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root ausente em index.html.');

createRoot(raiz).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
