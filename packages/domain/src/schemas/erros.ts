import type { z } from 'zod';

/** One invalid field as the API's 400 answer lists it and a form marks it. */
export interface ErroDeCampo {
  /** Dot-joined path, e.g. `empresa.endereco.cep` or `telefones.0.numero`. */
  path: string;
  message: string;
}

export const formatarErrosZod = (error: z.ZodError): ErroDeCampo[] =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
