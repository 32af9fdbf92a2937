import { describe, expect, it } from 'vitest';
import { isEmailValido } from './email.ts';

describe('isEmailValido', () => {
  it('aceita e-mail comum', () => {
    expect(isEmailValido('maria.silva@empresa.com.br')).toBe(true);
  });

  it('recusa e-mail sem domínio ou sem arroba', () => {
    expect(isEmailValido('maria@')).toBe(false);
    expect(isEmailValido('maria.empresa.com')).toBe(false);
    expect(isEmailValido('')).toBe(false);
  });
});

describe('isEmailValido com espaços colados', () => {
  it('aceita o e-mail com espaços em volta, como vem de um texto copiado', () => {
    expect(isEmailValido(' ana@cidadeviva.com.br ')).toBe(true);
  });
});
