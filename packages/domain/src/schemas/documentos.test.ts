import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  cepSchema,
  cnpjSchema,
  cpfSchema,
  emailAcessoSchema,
  emailResponsavelSchema,
  emailSchema,
  refinarConfirmacaoSenha,
  senhaAtualSchema,
  senhaSchema,
} from './documentos.ts';
import { errosDe } from './exemplos.test-helpers.ts';

const mensagem = (schema: z.ZodType, valor: unknown) => errosDe(schema, valor)[0]?.message;

describe('e-mail', () => {
  it('apara e passa o e-mail para minúsculas', () => {
    expect(emailSchema.parse('  Joao@Empresa.COM.br ')).toBe('joao@empresa.com.br');
  });

  it('pede o campo quando vazio e acusa formato inválido', () => {
    expect(errosDe(emailSchema, '')).toEqual([{ path: '', message: 'Campo obrigatório.' }]);
    expect(mensagem(emailSchema, 'joao@')).toBe('E-mail inválido.');
  });

  it('limita o e-mail do usuário a 200 e o do responsável a 100 caracteres', () => {
    const longo = (n: number) => `${'a'.repeat(n - 12)}@empresa.com`;
    expect(emailSchema.safeParse(longo(200)).success).toBe(true);
    expect(mensagem(emailSchema, longo(201))).toBe('Máximo de 200 caracteres.');
    expect(mensagem(emailResponsavelSchema, longo(101))).toBe('Máximo de 100 caracteres.');
  });

  it('nas telas de acesso responde sempre "Digite um e-mail válido!"', () => {
    expect(errosDe(emailAcessoSchema, '')).toEqual([
      { path: '', message: 'Digite um e-mail válido!' },
    ]);
    expect(mensagem(emailAcessoSchema, 'joao')).toBe('Digite um e-mail válido!');
  });
});

describe('cnpjSchema', () => {
  it('devolve o CNPJ sem máscara e em maiúsculas', () => {
    expect(cnpjSchema.parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(cnpjSchema.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    const alfanumerico = generateCnpj({ version: 2 });
    expect(cnpjSchema.parse(alfanumerico)).toBe(alfanumerico);
  });

  it('pede o CNPJ quando vazio e recusa CNPJ inválido', () => {
    expect(errosDe(cnpjSchema, ' ')).toEqual([{ path: '', message: 'Digite o CNPJ' }]);
    expect(mensagem(cnpjSchema, '11.222.333/0001-82')).toBe('CNPJ inválido!');
    expect(mensagem(cnpjSchema, '22.222.222/2222-22')).toBe('CNPJ inválido!');
  });
});

describe('cpfSchema e cepSchema', () => {
  it('devolvem só os dígitos', () => {
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(cepSchema.parse('01310-100')).toBe('01310100');
  });

  it('recusam valores inválidos com mensagem própria', () => {
    expect(mensagem(cpfSchema, '111.111.111-11')).toBe('CPF inválido.');
    expect(mensagem(cepSchema, '0131-100')).toBe('CEP inválido.');
    expect(mensagem(cpfSchema, '')).toBe('Campo obrigatório.');
  });
});

describe('senhas', () => {
  it('aplica a regra de senha à senha nova, sem aparar espaços', () => {
    expect(senhaSchema.parse('Portal@2025')).toBe('Portal@2025');
    expect(mensagem(senhaSchema, 'portal2025')).toContain('A senha deve ter ao menos 8');
    expect(mensagem(senhaSchema, ' Portal@2025')).toContain('A senha deve ter ao menos 8');
    expect(mensagem(senhaSchema, `Aa1@${'a'.repeat(47)}`)).toBe('Máximo de 50 caracteres.');
  });

  it('só exige a senha atual, com "Digite a senha" quando vazia', () => {
    expect(senhaAtualSchema.parse('qualquer')).toBe('qualquer');
    expect(errosDe(senhaAtualSchema, '')).toEqual([{ path: '', message: 'Digite a senha' }]);
  });

  it('acusa confirmação diferente da senha no campo de confirmação', () => {
    const form = z
      .object({ senhaNova: senhaSchema, confirmacaoSenha: z.string() })
      .superRefine(refinarConfirmacaoSenha);
    expect(
      form.safeParse({ senhaNova: 'Portal@2025', confirmacaoSenha: 'Portal@2025' }).success,
    ).toBe(true);
    expect(errosDe(form, { senhaNova: 'Portal@2025', confirmacaoSenha: 'Portal@2024' })).toEqual([
      { path: 'confirmacaoSenha', message: 'As senhas não coincidem.' },
    ]);
  });
});
