import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { formatarErrosZod } from '@portal/domain';
import { ValidationError } from './http-error.ts';

const ptBR = z.locales.ptBR().localeError;

/**
 * Lets a route declare its Zod schemas (`schema: { body, params, querystring }`): the request is
 * parsed before the handler, and a failure is the same 400 with issues per field that
 * `parseOrThrow` gives, so the web form marks the field whichever way a route validates.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: ptBR });
    return result.success
      ? { value: result.data }
      : { error: new ValidationError(formatarErrosZod(result.error)) };
  };
