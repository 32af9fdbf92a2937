import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { idParams } from './params.ts';
import { parseOrThrow } from './validation.ts';
import { ValidationError } from './http-error.ts';

/** What a route gets back from its schema: the parsed value, or the 400 the form can show. */

const recusa = (schema: z.ZodType, valor: unknown) => {
  try {
    parseOrThrow(schema, valor);
  } catch (erro) {
    expect(erro).toBeInstanceOf(ValidationError);
    return {
      statusCode: (erro as ValidationError).statusCode,
      issues: (erro as ValidationError).issues,
    };
  }
  throw new Error('aceitou');
};

describe('parseOrThrow', () => {
  it('devolve o valor já transformado pelo schema', () => {
    const id = '6F1C2A4E-0000-4000-8000-000000000001';
    expect(parseOrThrow(idParams, { id })).toEqual({ id: id.toLowerCase() });
  });

  it('recusa com 400 e a mensagem do domínio em cada campo', () => {
    expect(recusa(idParams, { id: 'x' })).toEqual({
      statusCode: 400,
      issues: [{ path: 'id', message: 'Identificador inválido.' }],
    });
  });

  it('completa em português o que o schema deixa ao Zod', () => {
    const { issues } = recusa(z.object({ nome: z.string() }), {});
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toBe('nome');
    expect(issues[0]!.message).toMatch(/^Entrada inválida: esperava um texto/);
  });
});
