import { describe, expect, it } from 'vitest';
import { textoPdf } from './texto-pdf.ts';

describe('textoPdf', () => {
  it('mantém os acentos do português e os sinais que o WinAnsi tem', () => {
    const texto = 'Ação à ônibus, índice útil, põe êxito: n.º 1 — “São Paulo” • 50% ‘ok’ …';
    expect(textoPdf(texto)).toBe(texto);
  });

  it('junta letra e acento digitados separados', () => {
    expect(textoPdf('Sa\u0303o Jose\u0301')).toBe('São José');
  });

  it('troca sinais fora do WinAnsi por equivalentes', () => {
    expect(textoPdf('a → b ≥ c − d ‐ e')).toBe('a -> b >= c - d - e');
    expect(textoPdf('№ 5 ﬁm')).toBe('N.º 5 fim');
  });

  it('tira o acento que o WinAnsi não tem e mantém a letra', () => {
    expect(textoPdf('Łódź Ōsaka Ș')).toBe('?ódz Osaka S');
  });

  it('marca com ? o que não tem equivalente, como emoji e ideogramas', () => {
    expect(textoPdf('Cidade 🚦 中')).toBe('Cidade ? ?');
  });

  it('apaga controles e caracteres invisíveis e normaliza quebras e espaços', () => {
    expect(textoPdf('a\u0000b\u200Bc\u00ADd')).toBe('abcd');
    expect(textoPdf('linha 1\r\nlinha 2\rlinha 3\tfim\u2003!')).toBe(
      'linha 1\nlinha 2\nlinha 3 fim !',
    );
  });
});
