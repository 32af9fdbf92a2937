import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import {
  isCepValido,
  isCnpjValido,
  isCnpjValidoOuIncompleto,
  isCpfValido,
  isCpfValidoOuIncompleto,
  normalizarCnpj,
} from './documentos.ts';

describe('isCnpjValido', () => {
  it('aceita CNPJ numérico com ou sem máscara', () => {
    expect(isCnpjValido('11.222.333/0001-81')).toBe(true);
    expect(isCnpjValido('11222333000181')).toBe(true);
    expect(isCnpjValido(generateCnpj())).toBe(true);
  });

  it('aceita CNPJ alfanumérico da Receita Federal, com máscara e em minúsculas', () => {
    const alfanumerico = generateCnpj({ version: 2 });
    expect(isCnpjValido(alfanumerico)).toBe(true);
    expect(isCnpjValido('12.ABC.345/01DE-35')).toBe(true);
    expect(isCnpjValido('12.abc.345/01de-35')).toBe(true);
  });

  it('recusa CNPJ com dígito verificador errado', () => {
    expect(isCnpjValido('11.222.333/0001-82')).toBe(false);
    expect(isCnpjValido('12.ABC.345/01DE-36')).toBe(false);
  });

  it('recusa CNPJ com todos os dígitos iguais', () => {
    expect(isCnpjValido('00.000.000/0000-00')).toBe(false);
    expect(isCnpjValido('11111111111111')).toBe(false);
  });

  it('recusa CNPJ incompleto, longo demais ou com caracteres fora da máscara', () => {
    expect(isCnpjValido('11.222.333/0001')).toBe(false);
    expect(isCnpjValido('112223330001811')).toBe(false);
    expect(isCnpjValido('11#222333000181')).toBe(false);
    expect(isCnpjValido('')).toBe(false);
  });
});

describe('normalizarCnpj', () => {
  it('tira a máscara e passa para maiúsculas', () => {
    expect(normalizarCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(normalizarCnpj('11.222.333/0001-81')).toBe('11222333000181');
  });
});

describe('isCpfValido', () => {
  it('aceita CPF válido com ou sem máscara', () => {
    expect(isCpfValido('529.982.247-25')).toBe(true);
    expect(isCpfValido('52998224725')).toBe(true);
    expect(isCpfValido(generateCpf())).toBe(true);
  });

  it('recusa CPF com dígito verificador errado', () => {
    expect(isCpfValido('529.982.247-26')).toBe(false);
  });

  it('recusa CPF com todos os dígitos iguais', () => {
    expect(isCpfValido('111.111.111-11')).toBe(false);
    expect(isCpfValido('00000000000')).toBe(false);
  });

  it('recusa CPF incompleto ou com letras', () => {
    expect(isCpfValido('529.982.247')).toBe(false);
    expect(isCpfValido('5299822472A')).toBe(false);
  });
});

describe('validação durante a digitação', () => {
  it('considera válido o CNPJ ainda com menos de 14 caracteres', () => {
    expect(isCnpjValidoOuIncompleto('11.222')).toBe(true);
    expect(isCnpjValidoOuIncompleto('11.222.333/0001-82')).toBe(false);
    expect(isCnpjValidoOuIncompleto('11.222.333/0001-81')).toBe(true);
  });

  it('considera válido o CPF ainda com menos de 11 dígitos', () => {
    expect(isCpfValidoOuIncompleto('529.982')).toBe(true);
    expect(isCpfValidoOuIncompleto('111.111.111-11')).toBe(false);
    expect(isCpfValidoOuIncompleto('529.982.247-25')).toBe(true);
  });
});

describe('isCepValido', () => {
  it('aceita CEP com oito dígitos, com ou sem hífen', () => {
    expect(isCepValido('01310-930')).toBe(true);
    expect(isCepValido('01310930')).toBe(true);
  });

  it('recusa CEP incompleto ou com letras', () => {
    expect(isCepValido('01310-93')).toBe(false);
    expect(isCepValido('0131O-930')).toBe(false);
  });
});

describe('isCepValido com espaços colados', () => {
  it('aceita o CEP com espaços em volta, como vem de um texto copiado', () => {
    expect(isCepValido(' 01310-100 ')).toBe(true);
  });
});
