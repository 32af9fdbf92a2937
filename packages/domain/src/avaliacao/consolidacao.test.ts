import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RUBRICA_PADRAO } from '../catalogo/avaliacao.ts';
import { consolidar, mediaPonderada, notaDaAvaliacao } from './consolidacao.ts';

const nota = fc.double({ min: 0, max: 10, noNaN: true });
const peso = fc.double({ min: 0.01, max: 100, noNaN: true });
const valores = fc.array(fc.record({ valor: nota, peso }), { minLength: 1, maxLength: 12 });
const perto = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

describe('média ponderada', () => {
  it('fica entre o menor e o maior valor', () => {
    fc.assert(
      fc.property(valores, (lista) => {
        const media = mediaPonderada(lista)!;
        const todos = lista.map((v) => v.valor);
        return media >= Math.min(...todos) - 1e-9 && media <= Math.max(...todos) + 1e-9;
      }),
    );
  });

  it('não muda com a ordem dos valores nem com pesos multiplicados por uma constante', () => {
    fc.assert(
      fc.property(valores, fc.double({ min: 0.1, max: 50, noNaN: true }), (lista, fator) => {
        const media = mediaPonderada(lista)!;
        const invertida = mediaPonderada([...lista].reverse())!;
        const escalada = mediaPonderada(lista.map((v) => ({ ...v, peso: v.peso * fator })))!;
        return perto(invertida, media) && perto(escalada, media);
      }),
    );
  });

  it('com pesos iguais é a média aritmética', () => {
    fc.assert(
      fc.property(fc.array(nota, { minLength: 1, maxLength: 12 }), (lista) => {
        const media = mediaPonderada(lista.map((valor) => ({ valor, peso: 1 })))!;
        return perto(media, lista.reduce((a, b) => a + b, 0) / lista.length);
      }),
    );
  });

  it('sem peso algum não há média', () => {
    expect(mediaPonderada([])).toBeNull();
    expect(mediaPonderada([{ valor: 3, peso: 0 }])).toBeNull();
  });
});

describe('nota de uma avaliação', () => {
  it('leva as notas de cada escala a 0–10 e pondera pelos pesos da rubrica', () => {
    const criterios = [
      { codigo: 'A', nome: 'A', orientacao: '', peso: 3, escalaMinima: 0, escalaMaxima: 5 },
      { codigo: 'B', nome: 'B', orientacao: '', peso: 1, escalaMinima: 1, escalaMaxima: 11 },
    ];
    // A: 5/5 → 10, B: 6 on 1–11 → 5; (10×3 + 5×1) / 4 = 8.75
    expect(notaDaAvaliacao(criterios, { A: 5, B: 6 })).toBe(8.75);
  });

  it('sem a nota de algum critério não há nota', () => {
    expect(notaDaAvaliacao(RUBRICA_PADRAO, { C1: 5 })).toBeNull();
  });

  it('notas máximas dão 10 e mínimas dão 0 em qualquer rubrica', () => {
    const maximas = Object.fromEntries(RUBRICA_PADRAO.map((c) => [c.codigo, c.escalaMaxima]));
    const minimas = Object.fromEntries(RUBRICA_PADRAO.map((c) => [c.codigo, c.escalaMinima]));
    expect(notaDaAvaliacao(RUBRICA_PADRAO, maximas)).toBe(10);
    expect(notaDaAvaliacao(RUBRICA_PADRAO, minimas)).toBe(0);
  });
});

describe('consolidação das avaliações', () => {
  const notas = fc.array(nota, { minLength: 1, maxLength: 10 });

  it('a amplitude é a distância entre a maior e a menor nota, nunca negativa', () => {
    fc.assert(
      fc.property(notas, (lista) => {
        const { amplitude } = consolidar(lista, 2)!;
        return amplitude >= 0 && perto(amplitude, Math.max(...lista) - Math.min(...lista));
      }),
    );
  });

  it('marca divergência exatamente quando a amplitude passa da margem', () => {
    fc.assert(
      fc.property(notas, fc.double({ min: 0, max: 10, noNaN: true }), (lista, margem) => {
        const resultado = consolidar(lista, margem)!;
        return resultado.divergente === resultado.amplitude > margem;
      }),
    );
  });

  it('notas iguais não divergem e a média é a própria nota', () => {
    fc.assert(
      fc.property(nota, fc.integer({ min: 1, max: 8 }), (valor, vezes) => {
        const resultado = consolidar(Array(vezes).fill(valor), 0)!;
        return resultado.amplitude === 0 && !resultado.divergente && perto(resultado.media, valor);
      }),
    );
  });

  it('sem avaliação enviada não há consolidação', () => {
    expect(consolidar([], 2)).toBeNull();
  });
});
