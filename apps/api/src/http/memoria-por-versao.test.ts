import { describe, expect, it } from 'vitest';
import { criarMemoriaPorVersao } from './memoria-por-versao.ts';

describe('memória por versão', () => {
  it('calcula uma vez por versão, e quem chega durante o cálculo o compartilha', async () => {
    const memoria = criarMemoriaPorVersao<number>(10);
    let calculos = 0;
    const calcular = async () => ++calculos;
    const [a, b] = await Promise.all([
      memoria.obter('k', 1, calcular),
      memoria.obter('k', 1, calcular),
    ]);
    expect([a, b, await memoria.obter('k', 1, calcular)]).toEqual([1, 1, 1]);
    expect(await memoria.obter('k', 2, calcular)).toBe(2);
    // Another key keeps its own version.
    expect(await memoria.obter('j', 2, calcular)).toBe(3);
    expect(await memoria.obter('k', 2, calcular)).toBe(2);
  });

  it('uma falha não fica guardada, e a mais antiga sai primeiro passado o máximo', async () => {
    const memoria = criarMemoriaPorVersao<string>(2);
    await expect(
      memoria.obter('f', 1, () => Promise.reject(new Error('banco fora'))),
    ).rejects.toThrow();
    expect(await memoria.obter('f', 1, async () => 'de novo')).toBe('de novo');

    await memoria.obter('a', 1, async () => 'a1');
    // "f" was used before "a": it goes first when "b" arrives, and "a" stays.
    await memoria.obter('b', 1, async () => 'b1');
    expect(await memoria.obter('a', 1, async () => 'a2')).toBe('a1');
    expect(await memoria.obter('f', 1, async () => 'f2')).toBe('f2');
  });
});
