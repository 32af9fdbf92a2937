import { describe, expect, it } from 'vitest';
import { GUID_VAZIO } from '../catalogo/index.ts';
import {
  empresaCadastroSchema,
  empresaSchema,
  enderecoSchema,
  isEmpresaNova,
  telefoneSchema,
} from './empresa.ts';
import {
  comValor,
  empresaValida,
  enderecoValido,
  errosDe,
  telefoneValido,
} from './exemplos.test-helpers.ts';

describe('telefoneSchema', () => {
  it('aceita celular com 9 dígitos e fixo com 8, com qualquer tipo de fixo da lista', () => {
    expect(telefoneSchema.safeParse(telefoneValido).success).toBe(true);
    for (const tipoTelefone of [2, 3, 4]) {
      expect(
        telefoneSchema.safeParse({ ddd: '21', numero: '34567890', tipoTelefone }).success,
      ).toBe(true);
    }
  });

  it('recusa tipo que os dígitos desmentem, dizendo o que o número é', () => {
    expect(errosDe(telefoneSchema, { ...telefoneValido, numero: '34567890' })).toEqual([
      { path: 'numero', message: 'Este número é de telefone fixo; o tipo não pode ser Celular.' },
    ]);
    expect(errosDe(telefoneSchema, { ...telefoneValido, tipoTelefone: 4 })).toEqual([
      { path: 'numero', message: 'Este número é de celular; o tipo deve ser Celular.' },
    ]);
  });

  it('recusa número que não é celular nem fixo: sem o 9, faixa ou DDD inexistente', () => {
    for (const [ddd, numero] of [
      ['11', '887654321'],
      ['11', '12345678'],
      ['20', '33334444'],
      ['11', '98765432'],
    ]) {
      expect(errosDe(telefoneSchema, { ddd, numero, tipoTelefone: 1 })).toEqual([
        {
          path: 'numero',
          message:
            'Telefone inválido: digite o DDD e o número, 11 dígitos para celular (com 9 depois do DDD) ou 10 para fixo.',
        },
      ]);
    }
  });

  it('exige DDD de dois dígitos e número só com dígitos', () => {
    expect(errosDe(telefoneSchema, { ...telefoneValido, ddd: '011' })).toEqual([
      {
        path: 'ddd',
        message:
          'Telefone inválido: digite o DDD e o número, 11 dígitos para celular (com 9 depois do DDD) ou 10 para fixo.',
      },
    ]);
    expect(errosDe(telefoneSchema, { ...telefoneValido, numero: '98765-432' })).toEqual([
      {
        path: 'numero',
        message:
          'Telefone inválido: digite o DDD e o número, 11 dígitos para celular (com 9 depois do DDD) ou 10 para fixo.',
      },
    ]);
  });

  it('pede tipo e limita observações a 200 caracteres', () => {
    expect(errosDe(telefoneSchema, { ddd: '11', numero: '987654321' })).toEqual([
      { path: 'tipoTelefone', message: 'Campo obrigatório.' },
    ]);
    expect(errosDe(telefoneSchema, { ...telefoneValido, observacoes: 'x'.repeat(201) })).toEqual([
      { path: 'observacoes', message: 'Máximo de 200 caracteres.' },
    ]);
  });
});

describe('enderecoSchema', () => {
  it('aceita endereço completo e devolve o CEP só com dígitos', () => {
    expect(enderecoSchema.parse(enderecoValido).cep).toBe('01310100');
  });

  it.each([
    ['tipoLogradouro'],
    ['nomeLogradouro'],
    ['numero'],
    ['bairro'],
    ['cep'],
    ['municipio'],
    ['municipio.id'],
    ['municipio.estado'],
    ['municipio.estado.id'],
  ])('exige %s', (caminho) => {
    expect(errosDe(enderecoSchema, comValor(enderecoValido, caminho, undefined))).toEqual([
      { path: caminho, message: 'Campo obrigatório.' },
    ]);
  });

  it.each([
    ['nomeLogradouro', 200],
    ['complemento', 200],
    ['numero', 20],
    ['bairro', 100],
  ])('limita %s a %i caracteres', (caminho, maximo) => {
    const valor = comValor(enderecoValido, caminho, 'x'.repeat(maximo + 1));
    expect(errosDe(enderecoSchema, valor)).toEqual([
      { path: caminho, message: `Máximo de ${maximo} caracteres.` },
    ]);
  });
});

describe('empresaSchema', () => {
  it('aceita empresa nova completa e normaliza os documentos', () => {
    const empresa = empresaSchema.parse(empresaValida);
    expect(empresa.cnpj).toBe('11222333000181');
    expect(empresa.responsavelLegalCPF).toBe('52998224725');
  });

  it('descarta campos do servidor como usuarioID e dataCadastro', () => {
    const empresa = empresaSchema.parse({ ...empresaValida, usuarioID: 'x', dataCadastro: 'y' });
    expect(empresa).not.toHaveProperty('usuarioID');
    expect(empresa).not.toHaveProperty('dataCadastro');
  });

  it.each([
    ['id', 'Identificador inválido.'],
    ['nomeOficial', 'Campo obrigatório.'],
    ['cnpj', 'Digite o CNPJ'],
    ['tipoEmpresa', 'Campo obrigatório.'],
    ['endereco', 'Campo obrigatório.'],
    ['responsavelLegalNome', 'Campo obrigatório.'],
    ['responsavelLegalCPF', 'Campo obrigatório.'],
    ['responsavelLegalRG', 'Campo obrigatório.'],
    ['responsavelLegalEmail', 'Campo obrigatório.'],
  ])('exige %s', (caminho, mensagem) => {
    expect(errosDe(empresaSchema, comValor(empresaValida, caminho, undefined))).toEqual([
      { path: caminho, message: mensagem },
    ]);
  });

  it.each([
    ['nomeOficial', 300],
    ['nomeFantasia', 300],
    ['webSite', 100],
    ['experiencia', 500],
    ['responsavelLegalNome', 100],
    ['responsavelLegalRG', 74],
    ['responsavelLegalCargo', 100],
  ])('limita %s a %i caracteres', (caminho, maximo) => {
    const valor = comValor(empresaValida, caminho, 'x'.repeat(maximo + 1));
    expect(errosDe(empresaSchema, valor)).toEqual([
      { path: caminho, message: `Máximo de ${maximo} caracteres.` },
    ]);
  });

  it('recusa CNPJ e CPF inválidos e aponta o campo do endereço', () => {
    expect(errosDe(empresaSchema, { ...empresaValida, cnpj: '11.111.111/1111-11' })).toEqual([
      { path: 'cnpj', message: 'CNPJ inválido!' },
    ]);
    expect(
      errosDe(empresaSchema, { ...empresaValida, responsavelLegalCPF: '123.456.789-00' }),
    ).toEqual([{ path: 'responsavelLegalCPF', message: 'CPF inválido.' }]);
    expect(errosDe(empresaSchema, comValor(empresaValida, 'endereco.cep', '123'))).toEqual([
      { path: 'endereco.cep', message: 'CEP inválido.' },
    ]);
  });
});

describe('empresaCadastroSchema', () => {
  const existente = { id: '9b2f1c9e-6a51-4e8e-9d77-1c1f3b7d2a10', cnpj: 'a1b2c3d4000100' };

  it('com id zerado valida a empresa nova inteira', () => {
    const empresa = empresaCadastroSchema.parse(empresaValida);
    expect(isEmpresaNova(empresa)).toBe(true);
    expect(errosDe(empresaCadastroSchema, comValor(empresaValida, 'endereco.cep', '1'))).toEqual([
      { path: 'endereco.cep', message: 'CEP inválido.' },
    ]);
  });

  it('com outro id fica só com id e CNPJ normalizado', () => {
    const cnpj = '12.ABC.345/01DE-35';
    const empresa = empresaCadastroSchema.parse({ ...empresaValida, id: existente.id, cnpj });
    expect(empresa).toEqual({ id: existente.id, cnpj: '12ABC34501DE35' });
    expect(isEmpresaNova(empresa)).toBe(false);
  });

  it('pede a empresa, um id válido e o CNPJ da empresa existente', () => {
    expect(errosDe(empresaCadastroSchema, undefined)).toEqual([
      { path: '', message: 'Campo obrigatório.' },
    ]);
    expect(errosDe(empresaCadastroSchema, { cnpj: existente.cnpj })).toEqual([
      { path: 'id', message: 'Identificador inválido.' },
    ]);
    expect(errosDe(empresaCadastroSchema, { id: existente.id })).toEqual([
      { path: 'cnpj', message: 'Digite o CNPJ' },
    ]);
  });

  it('o id zerado nunca é uma empresa existente', () => {
    expect(errosDe(empresaCadastroSchema, { id: GUID_VAZIO, cnpj: '11222333000181' })).toEqual(
      expect.arrayContaining([{ path: 'nomeOficial', message: 'Campo obrigatório.' }]),
    );
  });
});
