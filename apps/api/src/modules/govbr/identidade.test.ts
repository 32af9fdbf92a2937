import { describe, expect, it } from 'vitest';
import { lerIdentidade } from './identidade.ts';

const CPF = '52998224725';
const base = { sub: CPF, name: 'Maria da Silva', email: 'Maria@Exemplo.gov.br' };

describe('identidade do gov.br', () => {
  it('CPF do sub, e-mail em minúsculas, selo do reliability_info em português', () => {
    expect(lerIdentidade({ ...base, reliability_info: { level: 'gold' } })).toEqual({
      cpf: CPF,
      nome: 'Maria da Silva',
      email: 'maria@exemplo.gov.br',
      confiabilidade: 'ouro',
    });
    expect(lerIdentidade({ ...base, reliability_info: { level: 'silver' } })?.confiabilidade).toBe(
      'prata',
    );
  });

  it('sem reliability_info, ou com um nível desconhecido, a conta é bronze', () => {
    expect(lerIdentidade(base)?.confiabilidade).toBe('bronze');
    expect(lerIdentidade({ ...base, reliability_info: { level: 'platina' } })?.confiabilidade).toBe(
      'bronze',
    );
  });

  it('recusa CPF com máscara, dígito errado ou ausente, e identidade sem nome ou e-mail', () => {
    expect(lerIdentidade({ ...base, sub: '529.982.247-25' })).toBeNull();
    expect(lerIdentidade({ ...base, sub: '52998224724' })).toBeNull();
    expect(lerIdentidade({ ...base, sub: undefined })).toBeNull();
    expect(lerIdentidade({ ...base, name: '' })).toBeNull();
    expect(lerIdentidade({ sub: CPF, name: 'Maria' })).toBeNull();
  });
});
