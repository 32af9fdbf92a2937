import { z } from 'zod';
import { MENSAGENS } from '../mensagens/index.ts';
import { CAMPOS_SOLUCAO, type CampoDaSolucao } from '../solucao/campos.ts';
import { versaoSchema } from './versao.ts';
import { schemaDoCampo, type SchemaDoCampo } from './proposta-secoes.ts';

type CampoRevisavel = Extract<CampoDaSolucao, { revisavel: true }>;

const REVISAVEIS = CAMPOS_SOLUCAO.filter((campo): campo is CampoRevisavel => campo.revisavel);

/**
 * The texts of a published solution that the institute may revise for the portal (status 9),
 * each with the limits the company's form has; flat, by the solution's column names.
 * Choices (axis, yes/no answers) are facts the company signed: the portal shows them as signed.
 */
export const textoPortalSchema = z.object(
  Object.fromEntries(REVISAVEIS.map((campo) => [campo.coluna, schemaDoCampo(campo)])) as {
    [C in CampoRevisavel as C['coluna']]: SchemaDoCampo<C>;
  },
  { error: MENSAGENS.campoObrigatorio },
);
export type TextoPortal = z.infer<typeof textoPortalSchema>;

export const CAMPOS_TEXTO_PORTAL = REVISAVEIS.map((campo) => campo.coluna);

/** Each text's limit, the form's (the portal's editor counts characters against it). */
export const LIMITES_TEXTO_PORTAL = Object.fromEntries(
  REVISAVEIS.map((campo) => [campo.coluna, campo.limite]),
) as Record<keyof TextoPortal, number>;

/** What staff save: the whole portal text, with the version they read. */
export const edicaoTextoPortalSchema = z.object({
  texto: textoPortalSchema,
  versao: versaoSchema.optional(),
});
