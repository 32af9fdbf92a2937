import { z } from 'zod';
import type { CriterioRubrica } from '../../catalogo/avaliacao.ts';
import { instante, resultadoSchema, type Resposta } from './comum.ts';

/** The answers of /api/avaliacao. */

const criterios = z.array(z.custom<CriterioRubrica>());

export const rubricaVigenteSchema = z.object({
  versao: z.number(),
  criterios,
  editavel: z.boolean(),
  margemDivergencia: z.number(),
  /** The settings' edit count, sent back by a save of the rubric or the margin. */
  revisao: z.number(),
});
export type RubricaVigente = Resposta<typeof rubricaVigenteSchema>;

export const rubricaSalvaSchema = resultadoSchema.extend({
  versao: z.number(),
  revisao: z.number(),
});
export type RubricaSalva = Resposta<typeof rubricaSalvaSchema>;
export const margemSalvaSchema = resultadoSchema.extend({ revisao: z.number() });
export type MargemSalva = Resposta<typeof margemSalvaSchema>;
export const atribuicoesCriadasSchema = resultadoSchema.extend({ quantidade: z.number() });
export type AtribuicoesCriadas = Resposta<typeof atribuicoesCriadasSchema>;

export const notaCriterioSchema = z.object({
  nota: z.number().nullable(),
  justificativa: z.string(),
});
export type NotaCriterio = Resposta<typeof notaCriterioSchema>;

/** An evaluation as staff read it: whose, which version, its scores and its state. */
export const avaliacaoApresentadaSchema = z.object({
  id: z.string(),
  avaliador: z.object({ id: z.string(), nome: z.string() }),
  versao: z.number(),
  rubricaVersao: z.number(),
  notas: z.record(z.string(), notaCriterioSchema),
  recomendacao: z.string().nullable(),
  fundamentacao: z.string(),
  notaFinal: z.number().nullable(),
  situacao: z.enum(['rascunho', 'enviada']),
  enviadaEm: instante.nullable(),
  atualizadaEm: instante,
  motivoReabertura: z.string().nullable(),
});
export type AvaliacaoApresentada = Resposta<typeof avaliacaoApresentadaSchema>;

export const consolidacaoApresentadaSchema = z.object({
  media: z.number(),
  amplitude: z.number(),
  divergente: z.boolean(),
  quantidade: z.number(),
});

/** GET /api/avaliacao/proposta/:id: what the user may see of the solution's evaluation. */
export const painelAvaliacaoSchema = z.object({
  conflito: z.boolean(),
  rubrica: z.object({ versao: z.number(), criterios }).nullable(),
  atribuicao: z.object({ prazo: z.string().nullable(), semConflito: z.boolean() }).nullable(),
  minha: avaliacaoApresentadaSchema.nullable(),
  avaliacoes: z.array(avaliacaoApresentadaSchema).nullable(),
  consolidacao: consolidacaoApresentadaSchema.nullable(),
  atribuicoes: z
    .array(
      z.object({
        id: z.string(),
        avaliadorId: z.string(),
        nome: z.string(),
        prazo: z.string().nullable(),
        semConflitoEm: instante.nullable(),
      }),
    )
    .nullable(),
  conflitos: z
    .array(
      z.object({
        avaliadorId: z.string(),
        nome: z.string(),
        tipo: z.string(),
        declaradoEm: instante,
      }),
    )
    .nullable(),
});
export type PainelAvaliacao = Resposta<typeof painelAvaliacaoSchema>;

export const minhaAvaliacaoSchema = z.object({
  propostaId: z.string(),
  codigoProposta: z.string(),
  titulo: z.string(),
  nomeOficialEmpresa: z.string(),
  prazo: z.string().nullable(),
  situacao: z.enum(['declarar-conflito', 'nao-iniciada', 'rascunho', 'enviada']),
  enviadaEm: instante.nullable(),
  reaberta: z.boolean(),
});
export type MinhaAvaliacao = Resposta<typeof minhaAvaliacaoSchema>;

/** A message of the staff's private thread on a solution. */
export const notaPrivadaPublicadaSchema = z.object({
  id: z.string(),
  respostaA: z.string().nullable(),
  texto: z.string(),
  criadaEm: instante,
  autor: z.object({ id: z.string(), nome: z.string() }),
});
export type NotaPrivadaPublicada = Resposta<typeof notaPrivadaPublicadaSchema>;

export const estadoParecerSchema = z.object({
  conclusao: z.string(),
  emitidoEm: instante.nullable(),
  liberadoEm: instante.nullable(),
  /** The conclusion's version, sent back by a save. */
  versao: z.number(),
});
export type EstadoParecer = Resposta<typeof estadoParecerSchema>;

export const parecerLiberadoSchema = z.object({
  propostaId: z.string(),
  codigoProposta: z.string(),
  liberadoEm: instante.nullable(),
});
export type ParecerLiberado = Resposta<typeof parecerLiberadoSchema>;

export const avaliadorSchema = z.object({
  id: z.string(),
  nome: z.string(),
  tipoUsuario: z.number(),
});
export type Avaliador = Resposta<typeof avaliadorSchema>;

export const exportacaoNotasSchema = z.object({
  porAvaliacao: z.array(
    z.object({
      codigoProposta: z.string(),
      titulo: z.string(),
      avaliador: z.string(),
      versao: z.number(),
      rubricaVersao: z.number(),
      notaFinal: z.number().nullable(),
      recomendacao: z.string(),
      enviadaEm: instante.nullable(),
    }),
  ),
  porSolucao: z.array(
    z.object({
      codigoProposta: z.string(),
      titulo: z.string(),
      empresa: z.string(),
      atribuidas: z.number(),
      enviadas: z.number(),
      media: z.number().nullable(),
      amplitude: z.number().nullable(),
      divergente: z.boolean(),
    }),
  ),
});
export type ExportacaoNotas = Resposta<typeof exportacaoNotasSchema>;
