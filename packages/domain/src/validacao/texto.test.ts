import { describe, expect, it } from 'vitest';
import { apenasDigitos, temTodosCaracteresIguais } from './texto.ts';

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
