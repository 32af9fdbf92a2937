import { z } from 'zod';
import { formatarErrosZod } from '@portal/domain';
import { ValidationError } from './http-error.ts';

// Schemas from @portal/domain carry their own Portuguese messages; this locale only
// fills in the ones a schema leaves to Zod (a wrong type, a missing object).
const ptBR = z.locales.ptBR().localeError;

/** Parses a request part or throws the 400 the web form knows how to show. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { error: ptBR });
  if (!result.success) throw new ValidationError(formatarErrosZod(result.error));
  return result.data;
}
