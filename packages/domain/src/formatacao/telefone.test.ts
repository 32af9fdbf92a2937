import { describe, expect, it } from 'vitest';
import { formatarTelefone, mascaraTelefone } from './telefone.ts';

describe('mascaraTelefone', () => {
  it('usa a máscara de celular para o tipo 1', () => {
    expect(mascaraTelefone(1, '11987654321')).toBe('(11) 987-654-321');
    expect(mascaraTelefone('1', '119876')).toBe('(11) 987-6');
  });

  it('usa a máscara de fixo para os demais tipos', () => {
    expect(mascaraTelefone(2, '1134567890')).toBe('(11) 3456-7890');
    expect(mascaraTelefone('4', '11345')).toBe('(11) 345');
  });

  it('corta os dígitos além da máscara do fixo', () => {
    expect(mascaraTelefone(3, '11987654321')).toBe('(11) 9876-5432');
  });
});

describe('formatarTelefone', () => {
  it('mostra 11 dígitos como (DD) D DDDD-DDDD', () => {
    expect(formatarTelefone('11987654321')).toBe('(11) 9 8765-4321');
  });

  it('mostra 10 dígitos como (DD) DDDD-DDDD', () => {
    expect(formatarTelefone('1134567890')).toBe('(11) 3456-7890');
  });

  it('mostra 9 dígitos como D DDDD-DDDD', () => {
    expect(formatarTelefone('987654321')).toBe('9 8765-4321');
  });

  it('remove o que não é dígito antes de formatar', () => {
    expect(formatarTelefone('(11) 987-654-321')).toBe('(11) 9 8765-4321');
  });

  it('devolve só os dígitos quando o tamanho é outro', () => {
    expect(formatarTelefone('3456-789')).toBe('3456789');
    expect(formatarTelefone('+55 11 98765-4321')).toBe('5511987654321');
    expect(formatarTelefone('')).toBe('');
  });
});
