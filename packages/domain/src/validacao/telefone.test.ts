import { describe, expect, it } from 'vitest';
import {
  especieDoTipoTelefone,
  reconhecerTelefone,
  separarTelefone,
  tipoTelefoneDoNumero,
} from './telefone.ts';

describe('separarTelefone', () => {
  it('usa os dois primeiros dígitos como DDD e o resto como número', () => {
    expect(separarTelefone('(11) 98765-4321')).toEqual({ ddd: '11', numero: '987654321' });
    expect(separarTelefone('(21) 3456-7890')).toEqual({ ddd: '21', numero: '34567890' });
  });

  it('devolve partes vazias quando não há dígitos', () => {
    expect(separarTelefone('')).toEqual({ ddd: '', numero: '' });
  });
});

describe('reconhecerTelefone', () => {
  it.each([
    ['(11) 98765-4321', 'celular'],
    ['21998765432', 'celular'],
    ['(11) 3333-4444', 'fixo'],
    ['4733334444', 'fixo'],
    ['1123456789', 'fixo'],
    // a mobile needs the 9 after the area code
    ['11887654321', null],
    // 10 digits starting with 9: a mobile missing a digit, not a landline
    ['1198765432', null],
    // landlines start with 2 to 5
    ['1112345678', null],
    // area codes that do not exist
    ['2033334444', null],
    ['00987654321', null],
    // partial typing and too many digits
    ['11', null],
    ['113333444', null],
    ['119876543210', null],
    ['', null],
  ])('%s → %s', (numero, especie) => {
    expect(reconhecerTelefone(numero)).toBe(especie);
  });
});

describe('tipoTelefone que vai à API', () => {
  it('é 1 (Celular) para um celular, qualquer que fosse o tipo anterior', () => {
    expect(tipoTelefoneDoNumero('11987654321')).toBe(1);
    expect(tipoTelefoneDoNumero('11987654321', 3)).toBe(1);
  });

  it('é 4 (Fixo) para um fixo novo ou que era celular', () => {
    expect(tipoTelefoneDoNumero('1133334444')).toBe(4);
    expect(tipoTelefoneDoNumero('1133334444', 1)).toBe(4);
  });

  it('mantém Residencial (2) e Comercial (3) de um fixo já guardado', () => {
    expect(tipoTelefoneDoNumero('1133334444', 2)).toBe(2);
    expect(tipoTelefoneDoNumero('1133334444', 3)).toBe(3);
  });

  it('não existe para um número incompleto', () => {
    expect(tipoTelefoneDoNumero('113333')).toBeNull();
  });

  it('lê 1 como celular e os demais tipos da lista como fixo', () => {
    expect([1, 2, 3, 4].map(especieDoTipoTelefone)).toEqual(['celular', 'fixo', 'fixo', 'fixo']);
  });
});
