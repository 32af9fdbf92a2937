import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { respostaJson } from '@/test/render';
import { precarregar } from './precarga';

const SESSAO = {
  autenticado: true,
  id: 'u1',
  nome: 'Ana',
  email: 'a@b.c',
  tipoUsuario: 1,
  empresa: { id: 'e1', cnpj: '' },
  termosPendentes: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('precarregar', () => {
  it('pede os dados da página com a sessão, sem esperar por eles', async () => {
    let responder: (r: Response) => void = () => undefined;
    const lenta = new Promise<Response>((resolve) => (responder = resolve));
    const fetch = vi.fn(async (url: string) =>
      url === '/api/sessao' ? respostaJson(SESSAO) : lenta,
    );
    vi.stubGlobal('fetch', fetch);
    const loader = precarregar((sessao, { id }) => [
      (c) => c.prefetchQuery({ queryKey: ['lista', sessao.id, id], queryFn: () => 1 }),
      (c) =>
        c.prefetchQuery({
          queryKey: ['lenta'],
          queryFn: async () => (await fetch('/api/lenta')).json(),
        }),
    ]);

    // The loader returns while the slow query is still on its way.
    expect(
      await loader({
        request: new Request('http://x/p/7'),
        params: { id: '7' },
      } as unknown as LoaderFunctionArgs),
    ).toBeNull();
    await vi.waitFor(() => expect(queryClient.getQueryData(['lista', 'u1', '7'])).toBe(1));
    expect(queryClient.getQueryState(['lenta'])?.fetchStatus).toBe('fetching');
    responder(respostaJson({ pronta: true }));
    await vi.waitFor(() => expect(queryClient.getQueryData(['lenta'])).toEqual({ pronta: true }));
  });

  it('não pede nada sem sessão: a guarda da área manda entrar', async () => {
    const fetch = vi.fn(async () => respostaJson({ message: 'Sessão expirada.' }, 401));
    vi.stubGlobal('fetch', fetch);
    const consulta = vi.fn(async () => undefined);
    await precarregar(() => [consulta])({
      request: new Request('http://x/'),
      params: {},
    } as unknown as LoaderFunctionArgs);
    expect(consulta).not.toHaveBeenCalled();
  });
});
