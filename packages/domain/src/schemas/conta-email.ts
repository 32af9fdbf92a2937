import { z } from 'zod';
import { STATUS_EMAIL_SAIDA } from '../catalogo/email-saida.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { emailAcessoSchema, senhaSchema } from './documentos.ts';

/** "Esqueci minha senha": the address to send the link to. */
export const pedidoRedefinicaoSchema = z.object({ email: emailAcessoSchema });
export type PedidoRedefinicao = z.infer<typeof pedidoRedefinicaoSchema>;

// 32 random bytes in base64url; anything else is an altered link, refused before any lookup.
export const tokenLinkSchema = z
  .string({ error: MENSAGENS.linkInvalido })
  .regex(/^[A-Za-z0-9_-]{43}$/, MENSAGENS.linkInvalido);

export const verificacaoLinkSchema = z.object({ token: tokenLinkSchema });
export type VerificacaoLink = z.infer<typeof verificacaoLinkSchema>;

/** The new password of a reset link, under the registration's rule. */
export const redefinicaoSenhaSchema = z.object({ token: tokenLinkSchema, senhaNova: senhaSchema });
export type RedefinicaoSenha = z.infer<typeof redefinicaoSenhaSchema>;

/** Filters of the institute's outbox page. */
export const filtrosEmailSaidaSchema = z.object({
  status: z.enum(STATUS_EMAIL_SAIDA).optional(),
  tipo: z.string().trim().max(60).optional(),
  para: z.string().trim().max(200).optional(),
  pagina: z.coerce.number().int().min(1).default(1),
  porPagina: z.coerce.number().int().min(1).max(100).default(25),
});
export type FiltrosEmailSaida = z.infer<typeof filtrosEmailSaidaSchema>;
