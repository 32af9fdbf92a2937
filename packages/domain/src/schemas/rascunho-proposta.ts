import { z } from 'zod';
import { versaoSchema } from './versao.ts';
import { guidSchema } from './campos.ts';
import {
  descricaoTecnicaSolucaoSchema,
  destinoSchema,
  historicoSolucaoSchema,
  justificativaSchema,
  keyWordsSchema,
  suporteSolucaoSchema,
} from './proposta-secoes.ts';
import { propostaSchema } from './proposta.ts';

/** An empty text, a blank list or null all mean "not filled in yet". */
const vazio = (valor: unknown): boolean =>
  valor === null ||
  valor === undefined ||
  (typeof valor === 'string' && valor.trim() === '') ||
  (Array.isArray(valor) && valor.every((item) => typeof item === 'string' && item.trim() === ''));

/**
 * A field of the complete form that may still be blank: blank becomes null, anything else meets
 * the field's own rules (length, control characters, option ids), so what a draft stores is
 * never something the complete form would refuse for its content.
 */
export const preenchidoOuNulo = <T extends z.ZodType>(campo: T) =>
  z.preprocess((valor) => (vazio(valor) ? null : valor), campo.nullish());

type ShapeRascunho<S extends Record<string, z.ZodType>> = {
  [K in keyof S]: ReturnType<typeof preenchidoOuNulo<S[K]>>;
};

const secaoRascunho = <S extends Record<string, z.ZodType>>(shape: S) =>
  z.object(
    Object.fromEntries(
      Object.entries(shape).map(([nome, campo]) => [nome, preenchidoOuNulo(campo)]),
    ) as ShapeRascunho<S>,
  );

/**
 * The axis and capability of a draft: either may be missing, but once both are there the
 * capability must belong to the axis, as the complete form demands. The other capability's
 * name may still be blank: that is completeness, not content.
 */
const destinoRascunhoSchema = secaoRascunho(destinoSchema.shape).superRefine((destino, ctx) => {
  if (destino.destino == null || destino.indiceDetalhe == null) return;
  for (const issue of destinoSchema.safeParse(destino).error?.issues ?? []) {
    if (issue.path[0] === 'destinoOutro') continue;
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
});

/**
 * A solution saved while it is written (status 1): only the title is required, so the company
 * keeps half a form on the server and continues it on any computer. Whether it is complete is
 * asked separately (`completudeProposta`) before the PDF is generated and the signed PDF taken.
 * A complete payload is a valid draft, so the spec's PUT/POST keep working unchanged.
 */
export const rascunhoPropostaSchema = z.object({
  titulo: propostaSchema.shape.titulo,
  descricao: preenchidoOuNulo(propostaSchema.shape.descricao),
  keyWords: preenchidoOuNulo(keyWordsSchema),
  destino: destinoRascunhoSchema.nullish(),
  descricaoTecnicaSolucao: secaoRascunho(descricaoTecnicaSolucaoSchema.shape).nullish(),
  justificativa: secaoRascunho(justificativaSchema.shape).nullish(),
  historicoSolucao: secaoRascunho(historicoSolucaoSchema.shape).nullish(),
  suporteSolucao: secaoRascunho(suporteSolucaoSchema.shape).nullish(),
});
export type RascunhoProposta = z.infer<typeof rascunhoPropostaSchema>;

export const atualizacaoRascunhoSchema = rascunhoPropostaSchema.extend({
  id: guidSchema,
  versao: versaoSchema.optional(),
});
export type AtualizacaoRascunho = z.infer<typeof atualizacaoRascunhoSchema>;
