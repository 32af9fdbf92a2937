import { describe, expect, it } from 'vitest';
import { apenasDigitos, temCaractereDeControle, temTodosCaracteresIguais } from './texto.ts';

describe('apenasDigitos', () => {
  it('remove tudo que não é dígito', () => {
    expect(apenasDigitos('(11) 98765-4321')).toBe('11987654321');
    expect(apenasDigitos('abc')).toBe('');
  });
});

describe('temTodosCaracteresIguais', () => {
  it('reconhece sequência de um só caractere e ignora texto vazio', () => {
    expect(temTodosCaracteresIguais('7777')).toBe(true);
    expect(temTodosCaracteresIguais('7778')).toBe(false);
    expect(temTodosCaracteresIguais('')).toBe(false);
  });
});

describe('temCaractereDeControle', () => {
  it('acusa NUL, DEL e os controles C0 e C1 numa linha', () => {
    for (const c of ['\u0000', '\u0007', '\t', '\n', '\r', '\u007f', '\u0085', '\u009f']) {
      expect(temCaractereDeControle(`a${c}b`)).toBe(true);
    }
    expect(temCaractereDeControle('São Paulo – ação')).toBe(false);
  });

  it('aceita tabulação e quebras de linha num texto de várias linhas, e nada mais', () => {
    expect(temCaractereDeControle('linha 1\r\n\tlinha 2', true)).toBe(false);
    expect(temCaractereDeControle('a\u0000b', true)).toBe(true);
    expect(temCaractereDeControle('a\u000bb', true)).toBe(true);
  });
});
