import { describe, expect, it } from 'vitest';
import { GUID_VAZIO } from '../catalogo/index.ts';
import { cadastroUsuarioValido, comValor, errosDe } from './exemplos.test-helpers.ts';
import {
  atualizacaoUsuarioSchema,
  cadastroUsuarioIptSchema,
  cadastroUsuarioSchema,
} from './usuario.ts';

const { nome, email, telefones, empresa } = cadastroUsuarioValido;
const atualizacaoValida = {
  id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  nome,
  email,
  telefones,
  empresa,
  senhaAtual: 'SenhaAntiga',
  senhaNova: '',
};

describe('cadastroUsuarioSchema', () => {
  it('aceita o cadastro completo e descarta campos do servidor', () => {
    const cadastro = cadastroUsuarioSchema.parse({
      ...cadastroUsuarioValido,
      tipoUsuario: 5,
      dataCadastro: '2025-01-01',
    });
    expect(cadastro).not.toHaveProperty('tipoUsuario');
    expect(cadastro).not.toHaveProperty('dataCadastro');
  });

  it.each([['nome'], ['email'], ['login'], ['senhaNova'], ['empresa']])('exige %s', (campo) => {
    expect(
      errosDe(cadastroUsuarioSchema, comValor(cadastroUsuarioValido, campo, undefined)),
    ).toEqual([{ path: campo, message: 'Campo obrigatório.' }]);
  });

  it('exige o aceite dos termos', () => {
    expect(errosDe(cadastroUsuarioSchema, { ...cadastroUsuarioValido, aceiteLGPD: false })).toEqual(
      [{ path: 'aceiteLGPD', message: 'É necessário aceitar os termos e condições.' }],
    );
  });

  it('exige ao menos um telefone e aponta o telefone inválido pelo índice', () => {
    expect(errosDe(cadastroUsuarioSchema, { ...cadastroUsuarioValido, telefones: [] })).toEqual([
      { path: 'telefones', message: 'Informe ao menos um telefone.' },
    ]);
    const telefones = [{ ddd: '11', numero: '1234', tipoTelefone: 1 }];
    expect(errosDe(cadastroUsuarioSchema, { ...cadastroUsuarioValido, telefones })).toEqual([
      {
        path: 'telefones.0.numero',
        message:
          'Telefone inválido: digite o DDD e o número, 11 dígitos para celular (com 9 depois do DDD) ou 10 para fixo.',
      },
    ]);
  });

  it('limita o nome a 100 caracteres e aplica a regra de senha', () => {
    expect(
      errosDe(cadastroUsuarioSchema, { ...cadastroUsuarioValido, nome: 'x'.repeat(101) }),
    ).toEqual([{ path: 'nome', message: 'Máximo de 100 caracteres.' }]);
    expect(
      errosDe(cadastroUsuarioSchema, { ...cadastroUsuarioValido, senhaNova: 'fraca' })[0]?.path,
    ).toBe('senhaNova');
  });

  it('aponta o erro da empresa pelo caminho completo', () => {
    const dados = comValor(cadastroUsuarioValido, 'empresa.endereco.bairro', '');
    expect(errosDe(cadastroUsuarioSchema, dados)).toEqual([
      { path: 'empresa.endereco.bairro', message: 'Campo obrigatório.' },
    ]);
  });

  it('com empresa existente pede só id e CNPJ e descarta os outros campos', () => {
    const id = '9b2f1c9e-6a51-4e8e-9d77-1c1f3b7d2a10';
    const cadastro = cadastroUsuarioSchema.parse({
      ...cadastroUsuarioValido,
      empresa: { id, cnpj: '11.222.333/0001-81', nomeOficial: 'Outro nome', endereco: null },
    });
    expect(cadastro.empresa).toEqual({ id, cnpj: '11222333000181' });
    expect(
      errosDe(cadastroUsuarioSchema, { ...cadastroUsuarioValido, empresa: { id, cnpj: '123' } }),
    ).toEqual([{ path: 'empresa.cnpj', message: 'CNPJ inválido!' }]);
  });

  it('com empresa nova (id zerado) exige todos os campos da empresa', () => {
    const erros = errosDe(cadastroUsuarioSchema, {
      ...cadastroUsuarioValido,
      empresa: { id: GUID_VAZIO, cnpj: '11.222.333/0001-81' },
    });
    expect(erros.map((e) => e.path)).toEqual(
      expect.arrayContaining(['empresa.nomeOficial', 'empresa.endereco', 'empresa.tipoEmpresa']),
    );
  });
});

describe('atualizacaoUsuarioSchema', () => {
  it('aceita a atualização sem senha nova', () => {
    expect(atualizacaoUsuarioSchema.safeParse(atualizacaoValida).success).toBe(true);
    expect(
      atualizacaoUsuarioSchema.safeParse({ ...atualizacaoValida, senhaNova: null }).success,
    ).toBe(true);
  });

  it('exige a senha atual', () => {
    expect(errosDe(atualizacaoUsuarioSchema, { ...atualizacaoValida, senhaAtual: '' })).toEqual([
      { path: 'senhaAtual', message: 'Digite a senha' },
    ]);
  });

  it('aplica a regra de senha só quando a senha nova é preenchida', () => {
    expect(errosDe(atualizacaoUsuarioSchema, { ...atualizacaoValida, senhaNova: 'fraca' })).toEqual(
      [{ path: 'senhaNova', message: expect.stringContaining('A senha deve ter') }],
    );
    expect(
      atualizacaoUsuarioSchema.safeParse({ ...atualizacaoValida, senhaNova: 'Nova@2025' }).success,
    ).toBe(true);
  });

  it.each([['nome'], ['email']])('exige %s', (campo) => {
    expect(
      errosDe(atualizacaoUsuarioSchema, comValor(atualizacaoValida, campo, undefined)),
    ).toEqual([{ path: campo, message: 'Campo obrigatório.' }]);
  });

  it('exige o id do usuário', () => {
    expect(errosDe(atualizacaoUsuarioSchema, { ...atualizacaoValida, id: 'x' })).toEqual([
      { path: 'id', message: 'Identificador inválido.' },
    ]);
  });

  it('aceita a empresa somente leitura como vier, mesmo com o responsável mascarado', () => {
    const empresaMascarada = { ...empresa, responsavelLegalCPF: '***.982.247-**' };
    expect(
      atualizacaoUsuarioSchema.safeParse({ ...atualizacaoValida, empresa: empresaMascarada })
        .success,
    ).toBe(true);
    expect(
      atualizacaoUsuarioSchema.safeParse(comValor(atualizacaoValida, 'empresa', undefined)).success,
    ).toBe(true);
  });
});

describe('cadastroUsuarioIptSchema', () => {
  const ipt = {
    nome: 'Ana Lima',
    email: 'ana@ipt.br',
    login: 'ana@ipt.br',
    senhaNova: 'Ipt@2025x',
    aceiteLGPD: true,
  };

  it('aceita o cadastro da equipe sem empresa nem telefone', () => {
    expect(cadastroUsuarioIptSchema.parse(ipt)).toEqual(ipt);
  });

  it.each([['nome'], ['email'], ['login'], ['senhaNova']])('exige %s', (campo) => {
    expect(errosDe(cadastroUsuarioIptSchema, comValor(ipt, campo, undefined))).toEqual([
      { path: campo, message: 'Campo obrigatório.' },
    ]);
  });

  it('exige o aceite e e-mail válido', () => {
    expect(errosDe(cadastroUsuarioIptSchema, { ...ipt, aceiteLGPD: false, email: 'x' })).toEqual([
      { path: 'email', message: 'E-mail inválido.' },
      { path: 'aceiteLGPD', message: 'É necessário aceitar os termos e condições.' },
    ]);
  });
});
