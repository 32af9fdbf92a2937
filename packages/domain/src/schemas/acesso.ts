import { z } from 'zod';
import { emailAcessoSchema, senhaAtualSchema } from './documentos.ts';

/** `SenhaAtual` keeps the spec's capital S: it is the sign-in call's field name. */
export const loginSchema = z.object({
  login: emailAcessoSchema,
  SenhaAtual: senhaAtualSchema,
});
export type Login = z.infer<typeof loginSchema>;

export const emailExistsSchema = z.object({ email: emailAcessoSchema });
export type EmailExists = z.infer<typeof emailExistsSchema>;
