import { describe, expect, it } from 'vitest';
import { aplicarMascara, MASCARAS } from './mascara.ts';

describe('aplicarMascara', () => {
  it('mascara o valor parcial conforme é digitado', () => {
    expect(aplicarMascara(MASCARAS.cep, '0')).toBe('0');
    expect(aplicarMascara(MASCARAS.cep, '01310')).toBe('01310');
    expect(aplicarMascara(MASCARAS.cep, '013109')).toBe('01310-9');
  });

  it('não deixa separador pendurado no fim', () => {
    expect(aplicarMascara(MASCARAS.telefoneFixo, '11')).toBe('(11');
    expect(aplicarMascara(MASCARAS.telefoneFixo, '11a')).toBe('(11');
  });

  it('descarta caracteres que não cabem na posição e o excesso', () => {
    expect(aplicarMascara(MASCARAS.cpf, '529a982b247c25')).toBe('529.982.247-25');
    expect(aplicarMascara(MASCARAS.cep, '013109309999')).toBe('01310-930');
  });

  it('aceita de novo um valor já mascarado', () => {
    expect(aplicarMascara(MASCARAS.cpf, '529.982.247-25')).toBe('529.982.247-25');
  });

  it('devolve texto vazio para entrada vazia', () => {
    expect(aplicarMascara(MASCARAS.cnpj, '')).toBe('');
  });
});
