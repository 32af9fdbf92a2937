import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { formatarErrosZod, MENSAGENS_HTTP } from '@portal/domain';
import { HttpError, ValidationError } from './http-error.ts';

// Schemas from @portal/domain carry their own Portuguese messages; this locale only fills in
// the ones a schema leaves to Zod (a wrong type, a missing object).
const ptBR = z.locales.ptBR().localeError;

/**
 * Validates what each route declares in `schema: { params, querystring, body }` before the handler
 * runs: the parsed value replaces the request's, and a failure is a 400 with an issue per field,
 * which the web form shows beside each one. The same schemas document the API (/api/docs).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { error: ptBR });
    if (result.success) return { value: result.data };
    // Fastify hands over `null` for a request without a body: say that, not "expected an object".
    if (httpPart === 'body' && data == null) {
      return { error: new HttpError(400, MENSAGENS_HTTP.corpoVazio) };
    }
    return { error: new ValidationError(formatarErrosZod(result.error)) };
  };
