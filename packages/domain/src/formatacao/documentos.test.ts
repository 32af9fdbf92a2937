import { describe, expect, it } from 'vitest';
import { formatarCep, formatarCnpj, formatarCpf } from './documentos.ts';

describe('formatarCnpj', () => {
  it('formata CNPJ numérico completo', () => {
    expect(formatarCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('formata CNPJ alfanumérico em maiúsculas', () => {
    expect(formatarCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('mascara CNPJ parcial enquanto é digitado', () => {
    expect(formatarCnpj('112')).toBe('11.2');
    expect(formatarCnpj('11222333')).toBe('11.222.333');
    expect(formatarCnpj('112223330')).toBe('11.222.333/0');
  });

  it('não aceita letra nos dígitos verificadores', () => {
    expect(formatarCnpj('12ABC34501DEX')).toBe('12.ABC.345/01DE');
  });
});

describe('formatarCpf', () => {
  it('formata CPF completo e parcial', () => {
    expect(formatarCpf('52998224725')).toBe('529.982.247-25');
    expect(formatarCpf('5299')).toBe('529.9');
  });
});

describe('formatarCep', () => {
  it('formata CEP completo', () => {
    expect(formatarCep('01310930')).toBe('01310-930');
  });
});
