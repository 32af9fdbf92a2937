import { describe, expect, it } from 'vitest';
import { formatarTelefone, mascaraTelefone } from './telefone.ts';

describe('mascaraTelefone, enquanto se digita', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['113', '(11) 3'],
    ['113333', '(11) 3333'],
    ['1133334', '(11) 3333-4'],
    ['1133334444', '(11) 3333-4444'],
    ['1198765432', '(11) 9876-5432'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543210', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['(11) 3333-4444', '(11) 3333-4444'],
  ])('%s → %s', (digitado, mascarado) => {
    expect(mascaraTelefone(digitado)).toBe(mascarado);
  });

  it('refaz o desenho quando se apaga o 11º dígito de um celular', () => {
    expect(mascaraTelefone('(11) 98765-432')).toBe('(11) 9876-5432');
  });
});

describe('formatarTelefone, para mostrar o que está guardado', () => {
  it('mostra 11 dígitos como (DD) DDDDD-DDDD e 10 como (DD) DDDD-DDDD', () => {
    expect(formatarTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(formatarTelefone('1134567890')).toBe('(11) 3456-7890');
  });

  it('mostra 9 dígitos sem DDD como DDDDD-DDDD', () => {
    expect(formatarTelefone('987654321')).toBe('98765-4321');
  });

  it('remove o que não é dígito antes de formatar, inclusive a máscara antiga', () => {
    expect(formatarTelefone('(11) 987-654-321')).toBe('(11) 98765-4321');
  });

  it('devolve só os dígitos quando o tamanho é outro', () => {
    expect(formatarTelefone('3456-789')).toBe('3456789');
    expect(formatarTelefone('+55 11 98765-4321')).toBe('5511987654321');
    expect(formatarTelefone('')).toBe('');
  });
});
