import { afterEach, describe, expect, it, vi } from 'vitest';
import { anteciparSessao, consultarSessao } from './sessao';

afterEach(() => {
  vi.unstubAllGlobals();
});

const resposta = (corpo: unknown) =>
  new Response(JSON.stringify(corpo), { headers: { 'content-type': 'application/json' } });

describe('sessão antecipada pelo script de entrada', () => {
  it('a primeira consulta do aplicativo usa a resposta já pedida; as seguintes vão ao servidor', async () => {
    const fetch = vi.fn(async () => resposta({ autenticado: false }));
    vi.stubGlobal('fetch', fetch);

    expect(await anteciparSessao()).toBeNull();
    expect(await consultarSessao()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);

    await consultarSessao();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
