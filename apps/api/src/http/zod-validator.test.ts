import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { MENSAGENS_HTTP } from '@portal/domain';
import { HttpError, ValidationError } from './http-error.ts';
import { idParams } from './params.ts';
import { zodValidatorCompiler } from './zod-validator.ts';

/** What a route gets from its schema: the parsed value, or the 400 the form can show. */
const validar = (schema: z.ZodType, valor: unknown, httpPart = 'params') =>
  zodValidatorCompiler({ schema, httpPart, method: 'POST', url: '/x' })(valor) as {
    value?: unknown;
    error?: Error;
  };

const issuesDe = (schema: z.ZodType, valor: unknown) => {
  const { error } = validar(schema, valor);
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).statusCode).toBe(400);
  return (error as ValidationError).issues;
};

describe('zodValidatorCompiler', () => {
  it('devolve o valor já transformado pelo schema', () => {
    const id = '6F1C2A4E-0000-4000-8000-000000000001';
    expect(validar(idParams, { id })).toEqual({ value: { id: id.toLowerCase() } });
  });

  it('recusa com 400 e a mensagem do domínio em cada campo', () => {
    expect(issuesDe(idParams, { id: 'x' })).toEqual([
      { path: 'id', message: 'Identificador inválido.' },
    ]);
  });

  it('completa em português o que o schema deixa ao Zod', () => {
    const issues = issuesDe(z.object({ nome: z.string() }), {});
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toBe('nome');
    expect(issues[0]!.message).toMatch(/^Entrada inválida: esperava um texto/);
  });

  it('pedido sem corpo: diz que o corpo falta, com 400', () => {
    const { error } = validar(z.object({ nome: z.string() }), null, 'body');
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect(error!.message).toBe(MENSAGENS_HTTP.corpoVazio);
  });
});
