import { describe, expect, it } from 'vitest';
import { GUID_VAZIO, LIMITES } from '../catalogo/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import {
  aceiteLGPDSchema,
  guidSchema,
  INTEIRO_MAXIMO,
  opcaoSchema,
  textoObrigatorio,
  textoOpcional,
} from './campos.ts';
import { errosDe } from './exemplos.test-helpers.ts';

describe('textoObrigatorio', () => {
  const schema = textoObrigatorio(5);

  it('apara espaços e aceita texto dentro do limite', () => {
    expect(schema.parse('  abc  ')).toBe('abc');
  });

  it('recusa texto ausente, vazio ou só com espaços com uma única mensagem', () => {
    for (const valor of [undefined, '', '   ']) {
      expect(errosDe(schema, valor)).toEqual([{ path: '', message: 'Campo obrigatório.' }]);
    }
  });

  it('recusa texto acima do limite', () => {
    expect(errosDe(schema, 'abcdef')).toEqual([{ path: '', message: 'Máximo de 5 caracteres.' }]);
  });

  it('recusa NUL e quebras de linha numa linha só, com uma única mensagem', () => {
    for (const valor of ['a\u0000b', 'a\nb', '\t']) {
      expect(errosDe(schema, valor)).toEqual([
        { path: '', message: MENSAGENS.caracteresInvalidos },
      ]);
    }
  });

  it('aceita quebras de linha num campo de várias linhas, mas não NUL', () => {
    const longo = textoObrigatorio(20, { multilinha: true });
    expect(longo.parse('linha 1\r\n\tlinha 2')).toBe('linha 1\r\n\tlinha 2');
    expect(errosDe(longo, 'a\u0000b')[0]?.message).toBe(MENSAGENS.caracteresInvalidos);
  });

  it('tem um limite mesmo sem limite próprio', () => {
    expect(errosDe(textoObrigatorio(), 'a'.repeat(LIMITES.textoPadrao + 1))[0]?.message).toBe(
      MENSAGENS.maximoCaracteres(LIMITES.textoPadrao),
    );
  });
});

describe('textoOpcional', () => {
  it('aceita ausente, nulo e vazio', () => {
    const schema = textoOpcional(3);
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(' ')).toBe('');
  });

  it('recusa texto acima do limite', () => {
    expect(errosDe(textoOpcional(3), 'abcd')).toEqual([
      { path: '', message: 'Máximo de 3 caracteres.' },
    ]);
  });
});

describe('opcaoSchema', () => {
  it('aceita id positivo e recusa zero, fração e ausência', () => {
    expect(opcaoSchema.parse(3)).toBe(3);
    expect(errosDe(opcaoSchema, 0)[0]?.message).toBe('Selecione uma opção válida.');
    expect(errosDe(opcaoSchema, 1.5)[0]?.message).toBe('Selecione uma opção válida.');
    expect(errosDe(opcaoSchema, undefined)[0]?.message).toBe('Campo obrigatório.');
  });

  it('recusa o que não cabe num integer do PostgreSQL', () => {
    expect(opcaoSchema.parse(INTEIRO_MAXIMO)).toBe(INTEIRO_MAXIMO);
    for (const valor of [2 ** 31, Number.MAX_SAFE_INTEGER, 1e15]) {
      expect(errosDe(opcaoSchema, valor)[0]?.message).toBe('Selecione uma opção válida.');
    }
  });
});

describe('guidSchema', () => {
  it('aceita o GUID vazio de empresa nova e recusa texto qualquer', () => {
    expect(guidSchema.parse(GUID_VAZIO)).toBe(GUID_VAZIO);
    expect(errosDe(guidSchema, '123')[0]?.message).toBe('Identificador inválido.');
  });
});

describe('aceiteLGPDSchema', () => {
  it('exige o aceite dos termos', () => {
    expect(aceiteLGPDSchema.parse(true)).toBe(true);
    expect(errosDe(aceiteLGPDSchema, false)[0]?.message).toBe(
      'É necessário aceitar os termos e condições.',
    );
  });
});
