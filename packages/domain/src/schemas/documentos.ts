import type { z } from 'zod';
import { LIMITES } from '../catalogo/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import {
  apenasDigitos,
  isCepValido,
  isCnpjValido,
  isCpfValido,
  isEmailValido,
  isSenhaValida,
  normalizarCnpj,
} from '../validacao/index.ts';
import { textoComFormato, textoSeguro } from './campos.ts';

/** E-mails are compared without case, so they are stored in lowercase. */
const email = (maximo: number) =>
  textoComFormato(maximo)
    .toLowerCase()
    .refine(isEmailValido, { error: MENSAGENS.emailFormatoInvalido });

export const emailSchema = email(LIMITES.email);

/** The legal representative's e-mail has a lower limit than a user's. */
export const emailResponsavelSchema = email(LIMITES.responsavelLegalEmail);

/** The access screens answer an empty or malformed e-mail with one message (spec, section 5). */
export const emailAcessoSchema = textoSeguro(MENSAGENS.emailInvalido)
  .trim()
  .min(1, { error: MENSAGENS.emailInvalido, abort: true })
  .max(LIMITES.email, { error: MENSAGENS.maximoCaracteres(LIMITES.email) })
  .toLowerCase()
  .refine(isEmailValido, { error: MENSAGENS.emailInvalido });

/** Accepts the masked or lowercase CNPJ a person types; gives the stored form. */
export const cnpjSchema = textoSeguro(MENSAGENS.digiteCnpj)
  .trim()
  .min(1, { error: MENSAGENS.digiteCnpj, abort: true })
  .refine(isCnpjValido, { error: MENSAGENS.cnpjInvalido })
  .transform(normalizarCnpj);

export const cpfSchema = textoComFormato()
  .refine(isCpfValido, { error: MENSAGENS.cpfInvalido })
  .transform(apenasDigitos);

export const cepSchema = textoComFormato()
  .refine(isCepValido, { error: MENSAGENS.cepInvalido })
  .transform(apenasDigitos);

/** A new password. Never trimmed: what the person typed is what they will type at sign-in. */
export const senhaSchema = textoSeguro(MENSAGENS.campoObrigatorio)
  .min(1, { error: MENSAGENS.campoObrigatorio, abort: true })
  .max(LIMITES.senha, { error: MENSAGENS.maximoCaracteres(LIMITES.senha) })
  .refine(isSenhaValida, { error: MENSAGENS.senhaRegra });

/** The password being checked, at sign-in or before an update: only its presence is ruled. */
export const senhaAtualSchema = textoSeguro(MENSAGENS.digiteSenha)
  .min(1, { error: MENSAGENS.digiteSenha, abort: true })
  .max(LIMITES.senha, { error: MENSAGENS.maximoCaracteres(LIMITES.senha) });

/**
 * The password before a sensitive act. Absent only when the session was just confirmed with
 * gov.br instead (docs/decisions/031); the server decides, an empty field is still refused.
 */
export const senhaAtualOuGovbrSchema = senhaAtualSchema.optional();

/**
 * Forms add a `confirmacaoSenha` field and this check; the API never receives the
 * confirmation. Use with `.superRefine(refinarConfirmacaoSenha)`.
 */
export const refinarConfirmacaoSenha = (
  dados: { senhaNova?: string | null; confirmacaoSenha?: string | null },
  ctx: z.RefinementCtx,
): void => {
  if ((dados.senhaNova ?? '') !== (dados.confirmacaoSenha ?? '')) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmacaoSenha'],
      message: MENSAGENS.senhasNaoCoincidem,
    });
  }
};
