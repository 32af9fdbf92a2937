import { describe, expect, it } from 'vitest';
import { criarMemoriaDaVersao } from './memoria-da-versao.ts';
import type { VersaoPublica } from './versao-publica.ts';

function versaoFixa() {
  let versao = 1;
  const publica: VersaoPublica = {
    atual: () => versao,
    alteradaEm: () => 0,
    atualizar: async () => undefined,
    fechar: async () => undefined,
  };
  return { publica, mudar: () => (versao += 1) };
}

describe('memória da versão pública', () => {
  it('calcula uma vez por versão, e quem chega durante o cálculo o compartilha', async () => {
    const { publica, mudar } = versaoFixa();
    const memoria = criarMemoriaDaVersao<number>(publica, 10);
    let calculos = 0;
    const calcular = async () => ++calculos;
    const [a, b] = await Promise.all([memoria.obter('k', calcular), memoria.obter('k', calcular)]);
    expect([a, b, await memoria.obter('k', calcular)]).toEqual([1, 1, 1]);
    mudar();
    expect(await memoria.obter('k', calcular)).toBe(2);
  });

  it('uma falha não fica guardada, e a mais antiga sai primeiro passado o máximo', async () => {
    const { publica } = versaoFixa();
    const memoria = criarMemoriaDaVersao<string>(publica, 2);
    await expect(
      memoria.obter('f', () => Promise.reject(new Error('banco fora'))),
    ).rejects.toThrow();
    expect(await memoria.obter('f', async () => 'de novo')).toBe('de novo');

    await memoria.obter('a', async () => 'a1');
    // "f" was used before "a": it goes first when "b" arrives, and "a" stays.
    await memoria.obter('b', async () => 'b1');
    expect(await memoria.obter('a', async () => 'a2')).toBe('a1');
    expect(await memoria.obter('f', async () => 'f2')).toBe('f2');
  });
});
