import { describe, expect, it } from 'vitest';
import { emailExistsSchema, loginSchema } from './acesso.ts';
import { errosDe } from './exemplos.test-helpers.ts';

describe('loginSchema', () => {
  it('aceita login e SenhaAtual', () => {
    expect(loginSchema.parse({ login: 'Joao@Empresa.com', SenhaAtual: 'x' })).toEqual({
      login: 'joao@empresa.com',
      SenhaAtual: 'x',
    });
  });

  it('pede e-mail e senha com as mensagens das telas de acesso', () => {
    expect(errosDe(loginSchema, { login: '', SenhaAtual: '' })).toEqual([
      { path: 'login', message: 'Digite um e-mail válido!' },
      { path: 'SenhaAtual', message: 'Digite a senha' },
    ]);
  });

  it('limita a senha a 50 caracteres', () => {
    expect(errosDe(loginSchema, { login: 'a@b.com', SenhaAtual: 'x'.repeat(51) })).toEqual([
      { path: 'SenhaAtual', message: 'Máximo de 50 caracteres.' },
    ]);
  });
});

describe('emailExistsSchema', () => {
  it('aceita um e-mail e recusa e-mail malformado', () => {
    expect(emailExistsSchema.parse({ email: 'a@b.com' })).toEqual({ email: 'a@b.com' });
    expect(errosDe(emailExistsSchema, { email: 'a@' })).toEqual([
      { path: 'email', message: 'Digite um e-mail válido!' },
    ]);
  });
});
