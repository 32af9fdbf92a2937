import { describe, expect, it } from 'vitest';
import { isBase64Valido } from './base64.ts';

describe('isBase64Valido', () => {
  it('aceita base64 com preenchimento', () => {
    expect(isBase64Valido(Buffer.from('%PDF-1.7').toString('base64'))).toBe(true);
    expect(isBase64Valido('QQ==')).toBe(true);
  });

  it('recusa conteúdo com prefixo data:', () => {
    expect(isBase64Valido('data:application/pdf;base64,QQ==')).toBe(false);
  });

  it('recusa conteúdo vazio, sem preenchimento ou com caracteres inválidos', () => {
    expect(isBase64Valido('')).toBe(false);
    expect(isBase64Valido('QQ')).toBe(false);
    expect(isBase64Valido('QQ=A')).toBe(false);
    expect(isBase64Valido('Q-_=')).toBe(false);
  });
});
