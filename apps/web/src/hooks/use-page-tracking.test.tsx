import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contarPrimeiraPagina } from '@/lib/visitas';
import { usePageTracking } from './use-page-tracking';

function Raiz() {
  usePageTracking();
  return (
    <main id="conteudo">
      <Outlet />
    </main>
  );
}

const criarRouter = (inicial: string) =>
  createMemoryRouter(
    [
      {
        Component: Raiz,
        children: [
          { path: 'sobre', element: <h1>Sobre</h1>, handle: { titulo: 'Sobre a chamada' } },
          { path: 'municipios', element: <h1>Municípios</h1>, handle: { titulo: 'Municípios' } },
        ],
      },
    ],
    { initialEntries: [inicial] },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('usePageTracking', () => {
  it('dá título à aba e registra a visita com o caminho, sem query', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const router = criarRouter('/sobre?origem=email');
    render(<RouterProvider router={router} />);

    expect(document.title).toBe('Sobre a chamada | Cidades Inteligentes');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [caminho, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(caminho).toBe('/api/pageviews');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual({ path: '/sobre' });

    await act(() => router.navigate('/municipios'));
    expect(document.title).toBe('Municípios | Cidades Inteligentes');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(document.activeElement?.textContent).toBe('Municípios');
  });

  it('não conta de novo a primeira página que o script de entrada já contou', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    contarPrimeiraPagina('/sobre');
    expect(fetch).toHaveBeenCalledTimes(1);
    const router = criarRouter('/sobre');
    render(<RouterProvider router={router} />);
    expect(fetch).toHaveBeenCalledTimes(1);

    // Back on the same page later it is a new view.
    await act(() => router.navigate('/municipios'));
    await act(() => router.navigate('/sobre'));
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('ignora falhas ao registrar a visita', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const router = criarRouter('/sobre');
    expect(() => render(<RouterProvider router={router} />)).not.toThrow();
    await act(() => router.navigate('/municipios'));
    expect(document.title).toBe('Municípios | Cidades Inteligentes');
  });
});
