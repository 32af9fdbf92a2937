import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { renderComProviders, respostaJson } from '@/test/render';

/** One answer of the fake server: a status and a JSON body. */
export interface RespostaFalsa {
  status?: number;
  corpo: unknown;
}

/**
 * Stubs fetch with answers by 'METHOD /path' (query included when given) and keeps the calls,
 * so a test can check what the screen asked and sent.
 */
export function servidorFalso(respostas: Record<string, RespostaFalsa | (() => RespostaFalsa)>) {
  const chamadas: { metodo: string; caminho: string; corpo: unknown }[] = [];
  const fetch = vi.fn(async (entrada: RequestInfo | URL, init?: RequestInit) => {
    const caminho = String(entrada);
    const metodo = init?.method ?? 'GET';
    chamadas.push({ metodo, caminho, corpo: init?.body ? JSON.parse(String(init.body)) : null });
    const semQuery = caminho.split('?')[0];
    const resposta = respostas[`${metodo} ${caminho}`] ?? respostas[`${metodo} ${semQuery}`];
    if (!resposta) return respostaJson({ message: 'Recurso não encontrado.' }, 404);
    const { status = 200, corpo } = typeof resposta === 'function' ? resposta() : resposta;
    return respostaJson(corpo, status);
  });
  vi.stubGlobal('fetch', fetch);
  return chamadas;
}

/** Renders routes in memory with the app's providers; returns the router to read the URL. */
export function renderComRotas(rotas: RouteObject[], inicial: string) {
  const router = createMemoryRouter(rotas, { initialEntries: [inicial] });
  const resultado = renderComProviders(<RouterProvider router={router} />);
  return { router, ...resultado };
}

export const rota = (path: string, element: ReactElement): RouteObject => ({ path, element });

export const sessaoDoTipo = (tipoUsuario: number) => ({
  autenticado: true,
  id: '11111111-1111-4111-8111-111111111111',
  nome: 'Beatriz Nogueira',
  email: 'beatriz@ipt.br',
  tipoUsuario,
  empresa: null,
  termosPendentes: null,
});
