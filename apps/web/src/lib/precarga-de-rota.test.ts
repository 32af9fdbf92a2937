import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { conhecerRotas, precarregarRota } from './precarga-de-rota';

describe('precarregarRota', () => {
  it('pede o código e os dados da rota do link, e só dela', async () => {
    const codigoDaSolucao = vi.fn(async () => ({}));
    const dadosDaSolucao = vi.fn(async () => null);
    const codigoDaLista = vi.fn(async () => ({}));
    const guarda = vi.fn(async () => null);
    conhecerRotas([
      {
        path: '/ipt',
        loader: guarda,
        children: [
          { path: 'solution/:id', lazy: codigoDaSolucao, loader: dadosDaSolucao },
          { path: 'home', lazy: codigoDaLista },
        ],
      },
    ] as RouteObject[]);

    precarregarRota('/ipt/solution/abc?aba=2');

    expect(codigoDaSolucao).toHaveBeenCalledTimes(1);
    expect(dadosDaSolucao).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 'abc' } }));
    // The area's guard runs too, as it would on the click: it shares the session query.
    expect(guarda).toHaveBeenCalledTimes(1);
    expect(codigoDaLista).not.toHaveBeenCalled();
  });

  it('um link a uma rota que não existe, ou uma carga que falha, não faz nada', async () => {
    const falha = vi.fn(() => Promise.reject(new Error('rede')));
    conhecerRotas([{ path: '/x', lazy: falha }] as RouteObject[]);
    expect(() => precarregarRota('/nenhuma')).not.toThrow();
    precarregarRota('/x');
    expect(falha).toHaveBeenCalledTimes(1);
    // The rejection is swallowed: nothing unhandled reaches the test runner.
    await Promise.resolve();
  });
});
