import { describe, expect, it } from 'vitest';
import { isTelefoneValido, separarTelefone } from './telefone.ts';

describe('separarTelefone', () => {
  it('usa os dois primeiros dígitos como DDD e o resto como número', () => {
    expect(separarTelefone('(11) 987-654-321')).toEqual({ ddd: '11', numero: '987654321' });
    expect(separarTelefone('(21) 3456-7890')).toEqual({ ddd: '21', numero: '34567890' });
  });

  it('devolve partes vazias quando não há dígitos', () => {
    expect(separarTelefone('')).toEqual({ ddd: '', numero: '' });
  });
});

describe('isTelefoneValido', () => {
  it('exige 11 dígitos para celular (tipo 1), como na máscara', () => {
    expect(isTelefoneValido(1, '(11) 987-654-321')).toBe(true);
    expect(isTelefoneValido('1', '(11) 9876-5432')).toBe(false);
  });

  it('exige 10 dígitos para os demais tipos', () => {
    expect(isTelefoneValido(2, '(11) 3456-7890')).toBe(true);
    expect(isTelefoneValido(4, '(11) 987-654-321')).toBe(false);
  });
});
