import { z } from 'zod';
import { TIPO_USUARIO } from '../catalogo/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { senhaAtualOuGovbrSchema, senhaSchema } from './documentos.ts';

/** An administrator approves a pending member, or changes a member's role, to one of these. */
export const aprovacaoEquipeSchema = z.object({
  tipoUsuario: z.union([z.literal(TIPO_USUARIO.ANALISTA), z.literal(TIPO_USUARIO.ADMINISTRADOR)], {
    error: MENSAGENS.perfilEquipeInvalido,
  }),
});
export type AprovacaoEquipe = z.infer<typeof aprovacaoEquipeSchema>;

/**
 * A signed-in user's own password change. Staff have no profile form (no phone, no company), and
 * the first administrator must replace the password the server printed.
 */
export const trocaSenhaSchema = z.object({
  senhaAtual: senhaAtualOuGovbrSchema,
  senhaNova: senhaSchema,
});
export type TrocaSenha = z.infer<typeof trocaSenhaSchema>;
