import { describe, expect, it } from 'vitest';
import { rotuloTipoPedidoTitular } from '../catalogo/privacidade.ts';
import { errosDe } from './exemplos.test-helpers.ts';
import {
  aceiteTermosSchema,
  contatoPrivacidadeSchema,
  pedidosTitularFiltroSchema,
  pedidoTitularSchema,
} from './privacidade.ts';

describe('pedidoTitularSchema', () => {
  it('aceita um tipo do catálogo com texto de várias linhas, aparado', () => {
    expect(pedidoTitularSchema.parse({ tipo: 'oposicao', descricao: ' Não.\nObrigado. ' })).toEqual(
      { tipo: 'oposicao', descricao: 'Não.\nObrigado.' },
    );
  });

  it('recusa tipo desconhecido, texto vazio, caractere de controle e texto longo demais', () => {
    expect(errosDe(pedidoTitularSchema, { tipo: 'tudo', descricao: '  ' })).toEqual([
      { path: 'tipo', message: expect.any(String) },
      { path: 'descricao', message: 'Campo obrigatório.' },
    ]);
    expect(errosDe(pedidoTitularSchema, { tipo: 'outro', descricao: 'a\u0000b' })[0]?.path).toBe(
      'descricao',
    );
    expect(errosDe(pedidoTitularSchema, { tipo: 'outro', descricao: 'a'.repeat(4001) })).toEqual([
      { path: 'descricao', message: 'Máximo de 4000 caracteres.' },
    ]);
  });
});

describe('contatoPrivacidadeSchema', () => {
  it('guarda o e-mail do encarregado em minúsculas e o telefone como opcional', () => {
    expect(
      contatoPrivacidadeSchema.parse({
        controladorNome: 'Secretaria',
        controladorContato: 'Rua Boa Vista, 170',
        encarregadoNome: 'Ana',
        encarregadoEmail: 'Ana@SP.gov.br',
      }),
    ).toMatchObject({ encarregadoEmail: 'ana@sp.gov.br' });
  });
});

describe('aceite e filtro', () => {
  it('a versão aceita é um inteiro positivo que cabe na coluna', () => {
    for (const versao of [0, 1.5, 2 ** 31, '2']) {
      expect(errosDe(aceiteTermosSchema, { versao })[0]?.path).toBe('versao');
    }
  });

  it('sem situação, a lista mostra os pedidos abertos', () => {
    expect(pedidosTitularFiltroSchema.parse({})).toEqual({ situacao: 'abertos' });
  });

  it('cada tipo tem o seu nome; um desconhecido fica como veio', () => {
    expect(rotuloTipoPedidoTitular('correcao')).toMatch(/^Correção/);
    expect(rotuloTipoPedidoTitular('antigo')).toBe('antigo');
  });
});
