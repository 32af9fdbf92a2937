import { describe, expect, it } from 'vitest';
import { isSenhaValida } from './senha.ts';

describe('isSenhaValida', () => {
  it('aceita senha com maiúscula, número e caractere especial', () => {
    expect(isSenhaValida('Portal@2025')).toBe(true);
    expect(isSenhaValida('ABCDEF1_')).toBe(true);
  });

  it('recusa senha com menos de 8 caracteres', () => {
    expect(isSenhaValida('Ab1@xyz')).toBe(false);
  });

  it('recusa senha sem maiúscula, sem número ou sem caractere especial', () => {
    expect(isSenhaValida('portal@2025')).toBe(false);
    expect(isSenhaValida('Portal@abcd')).toBe(false);
    expect(isSenhaValida('Portal2025')).toBe(false);
  });

  it('recusa caracteres fora da lista permitida', () => {
    expect(isSenhaValida('Portal@2025#')).toBe(false);
    expect(isSenhaValida('Portal @2025')).toBe(false);
    expect(isSenhaValida('Pórtal@2025')).toBe(false);
  });
});
