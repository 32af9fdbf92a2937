import { z } from 'zod';
import { versaoSchema } from './versao.ts';
import { LIMITES } from '../catalogo/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { isSenhaValida } from '../validacao/index.ts';
import {
  aceiteLGPDSchema,
  guidSchema,
  textoObrigatorio,
  textoOpcional,
  textoSeguro,
} from './campos.ts';
import { emailSchema, senhaAtualOuGovbrSchema, senhaSchema } from './documentos.ts';
import { empresaCadastroSchema, telefoneSchema } from './empresa.ts';

const telefonesSchema = z
  .array(telefoneSchema, { error: MENSAGENS.telefoneObrigatorio })
  .min(1, { error: MENSAGENS.telefoneObrigatorio });

/**
 * `login` equals the e-mail (spec, section 3); it is checked as an e-mail and the API stores
 * the e-mail in it. Server-owned fields (id, tipoUsuario, dates) are dropped: the API sets them.
 */
export const cadastroUsuarioSchema = z.object({
  nome: textoObrigatorio(LIMITES.nomeUsuario),
  email: emailSchema,
  login: emailSchema,
  senhaNova: senhaSchema,
  aceiteLGPD: aceiteLGPDSchema,
  telefones: telefonesSchema,
  empresa: empresaCadastroSchema,
  cargo: textoOpcional(),
  departamento: textoOpcional(),
});
export type CadastroUsuario = z.infer<typeof cadastroUsuarioSchema>;

/** On update the new password is optional, and only ruled when the user typed one. */
const senhaNovaOpcional = textoSeguro(MENSAGENS.valorInvalido)
  .nullish()
  .refine((senha) => !senha || senha.length <= LIMITES.senha, {
    error: MENSAGENS.maximoCaracteres(LIMITES.senha),
  })
  .refine((senha) => !senha || isSenhaValida(senha), { error: MENSAGENS.senhaRegra });

/**
 * The e-mail stays in the payload because the form requires it, but it is read-only: the API
 * must not change a user's e-mail from it. `senhaAtual` is confirmed before anything is saved.
 * The company block is read-only on this screen too, so it is accepted as sent and ignored: a
 * user who joined a company sees its representative masked, which no CPF check would pass.
 */
export const atualizacaoUsuarioSchema = z.object({
  id: guidSchema,
  nome: textoObrigatorio(LIMITES.nomeUsuario),
  email: emailSchema,
  senhaAtual: senhaAtualOuGovbrSchema,
  senhaNova: senhaNovaOpcional,
  telefones: telefonesSchema,
  empresa: z.unknown().optional(),
  cargo: textoOpcional(),
  departamento: textoOpcional(),
  /** The version of the user's data the form read. */
  versao: versaoSchema.optional(),
});
export type AtualizacaoUsuario = z.infer<typeof atualizacaoUsuarioSchema>;

/** Institute staff register with no company and no phone. */
export const cadastroUsuarioIptSchema = z.object({
  nome: textoObrigatorio(LIMITES.nomeUsuario),
  email: emailSchema,
  login: emailSchema,
  senhaNova: senhaSchema,
  aceiteLGPD: aceiteLGPDSchema,
});
export type CadastroUsuarioIpt = z.infer<typeof cadastroUsuarioIptSchema>;
