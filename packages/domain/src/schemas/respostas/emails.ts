import { z } from 'zod';
import type { StatusEmailSaida } from '../../catalogo/email-saida.ts';
import { instante, type Resposta } from './comum.ts';

/** A message of the outbox as the administrators read it. */
export const emailSaidaSchema = z.object({
  id: z.string(),
  para: z.string(),
  assunto: z.string(),
  tipo: z.string(),
  status: z.custom<StatusEmailSaida>(),
  tentativas: z.number(),
  ultimoErro: z.string().nullable(),
  contemSegredo: z.boolean(),
  criadoEm: instante,
  enviadoEm: instante.nullable(),
  texto: z.string().nullable(),
});
export type EmailSaida = Resposta<typeof emailSaidaSchema>;

export const paginaEmailsSchema = z.object({
  itens: z.array(emailSaidaSchema),
  total: z.number(),
  tipos: z.array(z.string()),
});
export type PaginaEmails = Resposta<typeof paginaEmailsSchema>;
