import { describe, expect, it } from 'vitest';
import { palavrasDaBusca } from './busca.ts';

describe('palavrasDaBusca', () => {
  it('separa as palavras sem caixa nem acentos', () => {
    expect(palavrasDaBusca('  Ônibus   ELÉTRICO ')).toEqual(['onibus', 'eletrico']);
  });

  it('separa em pontuação e hífen e ignora repetidas', () => {
    expect(palavrasDaBusca('IoT/5G, sensores; sensores co-working')).toEqual([
      'iot',
      '5g',
      'sensores',
      'co',
      'working',
    ]);
  });

  it('ignora artigos e preposições, a menos que só haja eles', () => {
    expect(palavrasDaBusca('gestão de resíduos')).toEqual(['gestao', 'residuos']);
    expect(palavrasDaBusca('de')).toEqual(['de']);
  });

  it('sem texto, nenhuma palavra', () => {
    expect(palavrasDaBusca(undefined)).toEqual([]);
    expect(palavrasDaBusca(' ,; ')).toEqual([]);
  });
});
