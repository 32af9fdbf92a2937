import { z } from 'zod';
import {
  LIMITES_AVALIACAO,
  RECOMENDACOES,
  TIPOS_CONFLITO,
  type CriterioRubrica,
} from '../catalogo/avaliacao.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { textoObrigatorio, textoOpcional, textoSeguro } from './campos.ts';
import type { ErroDeCampo } from './erros.ts';
import { versaoSchema } from './versao.ts';

const L = LIMITES_AVALIACAO;

const guid = z.guid(MENSAGENS.identificadorInvalido).toLowerCase();

const numeroEntre = (minimo: number, maximo: number) =>
  z
    .number({ error: MENSAGENS.valorInvalido })
    .min(minimo, { error: MENSAGENS.valorInvalido })
    .max(maximo, { error: MENSAGENS.valorInvalido });

const inteiroEntre = (minimo: number, maximo: number) =>
  numeroEntre(minimo, maximo).int({ error: MENSAGENS.valorInvalido });

export const criterioRubricaSchema = z
  .object({
    codigo: textoObrigatorio(L.codigoCriterio),
    nome: textoObrigatorio(L.nomeCriterio),
    orientacao: textoSeguro(MENSAGENS.valorInvalido, { multilinha: true })
      .trim()
      .max(L.orientacao, { error: MENSAGENS.maximoCaracteres(L.orientacao) }),
    peso: numeroEntre(0.1, L.pesoMaximo),
    escalaMinima: inteiroEntre(0, L.escalaMaxima),
    escalaMaxima: inteiroEntre(1, L.escalaMaxima),
  })
  .refine((c) => c.escalaMaxima > c.escalaMinima, {
    path: ['escalaMaxima'],
    error: MENSAGENS.escalaInvalida,
  });

/** `PUT /avaliacao/rubrica`: the whole list of criteria, in the order the form shows them. */
export const rubricaSchema = z.object({
  criterios: z
    .array(criterioRubricaSchema)
    .min(1, { error: MENSAGENS.criteriosMinimos })
    .max(L.criteriosMaximos, { error: MENSAGENS.criteriosMaximos })
    .superRefine((criterios, contexto) => {
      const vistos = new Set<string>();
      criterios.forEach((criterio, indice) => {
        const codigo = criterio.codigo.toUpperCase();
        if (vistos.has(codigo)) {
          contexto.addIssue({
            code: 'custom',
            path: [indice, 'codigo'],
            message: MENSAGENS.codigoCriterioRepetido,
          });
        }
        vistos.add(codigo);
      });
    }),
  /**
   * The revision of the evaluation's settings the page read. Not `versao`: that
   * names the rubric in force, which the evaluations sent with it cite.
   */
  revisao: versaoSchema.optional(),
});
export type Rubrica = z.output<typeof rubricaSchema>;

/** `PUT /avaliacao/configuracao`: the disagreement margin, in points of the 0–10 score. */
export const configuracaoAvaliacaoSchema = z.object({
  margemDivergencia: numeroEntre(0, 10),
  revisao: versaoSchema.optional(),
});
export type ConfiguracaoAvaliacao = z.output<typeof configuracaoAvaliacaoSchema>;

const dataIso = z
  .string({ error: MENSAGENS.dataInvalida })
  // A malformed date says so once, not again for not being a date.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MENSAGENS.dataInvalida, abort: true })
  .refine((texto) => !Number.isNaN(Date.parse(`${texto}T00:00:00Z`)), {
    error: MENSAGENS.dataInvalida,
  });

/** `POST /avaliacao/atribuicoes`: every chosen analyst to every selected solution. */
export const atribuicaoSchema = z.object({
  propostaIds: z
    .array(guid)
    .min(1, { error: MENSAGENS.campoObrigatorio })
    .max(L.atribuicaoEmLote, { error: MENSAGENS.valorInvalido }),
  avaliadorIds: z
    .array(guid)
    .min(1, { error: MENSAGENS.campoObrigatorio })
    .max(10, { error: MENSAGENS.valorInvalido }),
  prazo: z.preprocess((v) => (v === '' ? null : v), dataIso.nullish()),
});
export type Atribuicao = z.output<typeof atribuicaoSchema>;

const tiposConflito = TIPOS_CONFLITO.map((t) => t.id) as [string, ...string[]];

/** `POST /avaliacao/proposta/:id/conflito`: "no conflict", or one of its kinds. */
export const declaracaoConflitoSchema = z
  .object({
    conflito: z.enum(['nenhum', ...tiposConflito], { error: MENSAGENS.valorInvalido }),
    descricao: textoOpcional(L.descricaoConflito, { multilinha: true }),
  })
  .refine((d) => d.conflito !== 'outro' || (d.descricao ?? '').length > 0, {
    path: ['descricao'],
    error: MENSAGENS.descricaoConflitoObrigatoria,
  });
export type DeclaracaoConflito = z.output<typeof declaracaoConflitoSchema>;

const recomendacoes = RECOMENDACOES.map((r) => r.id) as [string, ...string[]];

/**
 * `PUT /avaliacao/proposta/:id/rascunho`: what the analyst has typed so far. A draft may be
 * incomplete; `validarEnvio` decides when it may be sent.
 */
export const rascunhoAvaliacaoSchema = z.object({
  notas: z.record(
    z.string().max(L.codigoCriterio),
    z.object({
      // A draft holds whole scores too: rounding a fraction would change what the analyst meant.
      nota: numeroEntre(0, L.escalaMaxima).int({ error: MENSAGENS.notaNaoInteira }).nullable(),
      justificativa: textoSeguro(MENSAGENS.valorInvalido, { multilinha: true })
        .trim()
        .max(L.justificativa, { error: MENSAGENS.maximoCaracteres(L.justificativa) }),
    }),
  ),
  recomendacao: z.enum(recomendacoes, { error: MENSAGENS.valorInvalido }).nullable(),
  fundamentacao: textoSeguro(MENSAGENS.valorInvalido, { multilinha: true })
    .trim()
    .max(L.fundamentacao, { error: MENSAGENS.maximoCaracteres(L.fundamentacao) }),
});
export type RascunhoAvaliacao = z.output<typeof rascunhoAvaliacaoSchema>;

/**
 * What "Enviar avaliação" demands, against the rubric version the evaluation uses: a score on
 * each criterion's scale with its justification, a recommendation and its reasoning. The form
 * marks the same fields the server refuses.
 */
export function validarEnvio(
  criterios: readonly CriterioRubrica[],
  rascunho: RascunhoAvaliacao,
): ErroDeCampo[] {
  const erros: ErroDeCampo[] = [];
  for (const criterio of criterios) {
    const item = rascunho.notas[criterio.codigo];
    const nota = item?.nota;
    if (
      nota === null ||
      nota === undefined ||
      !Number.isInteger(nota) ||
      nota < criterio.escalaMinima ||
      nota > criterio.escalaMaxima
    ) {
      erros.push({
        path: `notas.${criterio.codigo}.nota`,
        message: MENSAGENS.notasInteiras(criterio.escalaMinima, criterio.escalaMaxima),
      });
    }
    if (!item?.justificativa) {
      erros.push({
        path: `notas.${criterio.codigo}.justificativa`,
        message: MENSAGENS.justificativaObrigatoria,
      });
    }
  }
  if (rascunho.recomendacao === null) {
    erros.push({ path: 'recomendacao', message: MENSAGENS.recomendacaoObrigatoria });
  }
  if (!rascunho.fundamentacao) {
    erros.push({ path: 'fundamentacao', message: MENSAGENS.fundamentacaoObrigatoria });
  }
  return erros;
}

/** `POST /avaliacao/avaliacoes/:id/reabertura`: why an administrator reopens it. */
export const reaberturaSchema = z.object({
  motivo: textoObrigatorio(L.motivo, { multilinha: true }),
});

/** `POST /avaliacao/proposta/:id/notas`: a private note, or a reply to one. */
export const notaPrivadaSchema = z.object({
  texto: textoObrigatorio(L.nota, { multilinha: true }),
  respostaA: guid.nullish(),
});
export type NotaPrivada = z.output<typeof notaPrivadaSchema>;

/** `PUT /avaliacao/proposta/:id/parecer`: the conclusion an administrator writes before issue. */
export const conclusaoParecerSchema = z.object({
  conclusao: textoObrigatorio(L.conclusao, { multilinha: true }),
  /** The version of the opinion the page read. */
  versao: versaoSchema.optional(),
});
export type ConclusaoParecer = z.output<typeof conclusaoParecerSchema>;

/**
 * `POST /avaliacao/proposta/:id/parecer/emissao`: whether the parecer comes with a DCT, which
 * moves the solution to 8 instead of 7. Without a body, as before: no DCT.
 */
export const emissaoParecerSchema = z
  .object({ comDct: z.boolean({ error: MENSAGENS.comDctInvalido }).default(false) })
  .nullish();
export type EmissaoParecer = z.output<typeof emissaoParecerSchema>;

/** `GET /avaliacao/minhas`: the evaluator's own list. */
export const minhasAvaliacoesFiltroSchema = z.object({
  situacao: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['pendentes', 'enviadas'], { error: MENSAGENS.valorInvalido }).optional(),
  ),
});
