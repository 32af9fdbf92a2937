import { describe, expect, it } from 'vitest';
import { mesesAntes } from '../manutencao/limpeza.ts';
import { alteracoesEntre } from './registrar.ts';

describe('alteracoesEntre', () => {
  it('guarda antes e depois só dos campos que mudaram', () => {
    expect(
      alteracoesEntre(
        { cargo: 'Gerente', departamento: null, ativo: true },
        { cargo: 'Diretor', departamento: undefined, ativo: true },
      ),
    ).toEqual({ cargo: { de: 'Gerente', para: 'Diretor' } });
    expect(alteracoesEntre({ a: [1, 2] }, { a: [1, 2] })).toBeNull();
  });

  it('dados da pessoa e segredos aparecem só pelo nome, em qualquer nível', () => {
    expect(
      alteracoesEntre(
        { nome: 'Ana', telefones: [1], 'empresa.responsavelLegalCPF': '1', senha: 'a' },
        { nome: 'Bia', telefones: [2], 'empresa.responsavelLegalCPF': '2', senha: 'b' },
      ),
    ).toEqual({ nome: {}, telefones: {}, 'empresa.responsavelLegalCPF': {}, senha: {} });
  });
});

describe('mesesAntes', () => {
  it('o mesmo dia e hora meses antes; num mês mais curto, o seu último dia', () => {
    expect(mesesAntes(new Date('2026-09-10T15:00:00Z'), 6).toISOString()).toBe(
      '2026-03-10T15:00:00.000Z',
    );
    expect(mesesAntes(new Date('2026-08-31T12:00:00Z'), 6).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(mesesAntes(new Date('2027-01-15T00:00:00Z'), 12).toISOString()).toBe(
      '2026-01-15T00:00:00.000Z',
    );
  });
});
