import { describe, expect, it } from 'vitest';
import { corrigirBusca, palavrasParaCorrigir, qualquerPalavra } from './busca.ts';

describe('palavrasParaCorrigir', () => {
  it('dá as palavras sem caixa nem acentos, sem repetir, fora as curtas e as excluídas', () => {
    expect(palavrasParaCorrigir('Semafro  "ILUMINAÇAO publica" -solar rua semafro')).toEqual([
      'semafro',
      'iluminacao',
      'publica',
    ]);
  });
});

describe('corrigirBusca', () => {
  it('troca só as palavras corrigidas e mantém aspas e exclusões', () => {
    const correcoes = new Map([
      ['semafro', 'semáforo'],
      ['solar', 'sola'],
    ]);
    expect(corrigirBusca('"Semafro inteligente" -solar', correcoes)).toBe(
      '"semáforo inteligente" -solar',
    );
  });

  it('sem correção, nada a sugerir', () => {
    expect(corrigirBusca('Semaforo', new Map([['semaforo', 'semáforo']]))).toBeUndefined();
    expect(corrigirBusca('ônibus', new Map())).toBeUndefined();
  });
});

describe('qualquerPalavra', () => {
  it('junta as palavras com "or", sem aspas nem exclusões', () => {
    expect(qualquerPalavra('"bueiro entupido" -rua')).toBe('bueiro or entupido');
    expect(qualquerPalavra('semáforo -solar')).toBeUndefined();
  });
});
