import { z } from 'zod';
import { findEixo, isCapacidadeOutros, LIMITES } from '../catalogo/index.ts';
import { juntarPalavrasChave, parsePalavrasChave } from '../formatacao/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import {
  booleanoObrigatorio,
  opcaoSchema,
  textoObrigatorio,
  textoOpcional,
  textoSeguro,
} from './campos.ts';

const MULTILINHA = { multilinha: true };

const campoTecnico = textoObrigatorio(LIMITES.campoTecnico, MULTILINHA);

/** Keywords arrive as a list; the spec's 255 limit is on the text the form shows them in. */
export const keyWordsSchema = z
  .array(textoSeguro(MENSAGENS.valorInvalido), { error: MENSAGENS.campoObrigatorio })
  .transform((lista) => lista.map((palavra) => palavra.trim()).filter(Boolean))
  .superRefine((lista, ctx) => {
    if (lista.length === 0) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS.campoObrigatorio });
    } else if (juntarPalavrasChave(lista).length > LIMITES.keyWords) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS.maximoCaracteres(LIMITES.keyWords) });
    }
  });

/** The form's comma-separated keyword field, giving the list the API receives. */
export const keyWordsTextoSchema = textoSeguro(MENSAGENS.campoObrigatorio)
  .transform(parsePalavrasChave)
  .pipe(keyWordsSchema);

/**
 * `indiceDetalhe` is a global capability id (6–51) and must belong to the chosen axis;
 * its axis's "Outros" makes `destinoOutro` required.
 */
export const destinoSchema = z
  .object(
    {
      destino: opcaoSchema,
      indiceDetalhe: opcaoSchema,
      destinoOutro: textoOpcional(LIMITES.destinoOutro),
    },
    { error: MENSAGENS.campoObrigatorio },
  )
  .superRefine((d, ctx) => {
    if (typeof d.destino !== 'number' || typeof d.indiceDetalhe !== 'number') return;
    const eixo = findEixo(d.destino);
    if (!eixo) {
      ctx.addIssue({ code: 'custom', path: ['destino'], message: MENSAGENS.eixoInvalido });
    } else if (!eixo.capacidades.some((c) => c.id === d.indiceDetalhe)) {
      ctx.addIssue({
        code: 'custom',
        path: ['indiceDetalhe'],
        message: MENSAGENS.capacidadeForaDoEixo,
      });
    } else if (isCapacidadeOutros(d.indiceDetalhe) && !d.destinoOutro) {
      ctx.addIssue({ code: 'custom', path: ['destinoOutro'], message: MENSAGENS.campoObrigatorio });
    }
  });
export type Destino = z.infer<typeof destinoSchema>;

export const descricaoTecnicaSolucaoSchema = z.object(
  {
    conceito: campoTecnico,
    aplicacaoPratica: campoTecnico,
    requisitosTecnicosOperacionais: campoTecnico,
    limitacoesTecnicas: campoTecnico,
    escalabilidade: campoTecnico,
    beneficiosEsperados: campoTecnico,
    custosEstimados: campoTecnico,
    modalidadeContratacao: textoOpcional(LIMITES.modalidadeContratacao, MULTILINHA),
  },
  { error: MENSAGENS.campoObrigatorio },
);
export type DescricaoTecnicaSolucao = z.infer<typeof descricaoTecnicaSolucaoSchema>;

export const justificativaSchema = z.object(
  {
    problemaResolvido: campoTecnico,
    beneficiosDiretos: campoTecnico,
    relevancia: campoTecnico,
    diferencial: campoTecnico,
  },
  { error: MENSAGENS.campoObrigatorio },
);
export type Justificativa = z.infer<typeof justificativaSchema>;

/** Who validated the solution is only asked when the company says it was validated. */
export const historicoSolucaoSchema = z
  .object(
    {
      validacaoOuRegistro: booleanoObrigatorio,
      entidadeResponsavelValidacao: textoOpcional(LIMITES.entidadeResponsavelValidacao),
      cidadeImplementada: textoObrigatorio(LIMITES.cidadeImplementada, MULTILINHA),
    },
    { error: MENSAGENS.campoObrigatorio },
  )
  .refine(
    (h) =>
      h.validacaoOuRegistro !== true ||
      (typeof h.entidadeResponsavelValidacao === 'string' &&
        h.entidadeResponsavelValidacao.trim() !== ''),
    {
      path: ['entidadeResponsavelValidacao'],
      message: MENSAGENS.campoObrigatorio,
      // Checked even when another field of the section failed (an empty city, say), so the
      // entity is flagged on the same submit instead of only after the rest is fixed.
      when: ({ value, issues }) =>
        typeof value === 'object' &&
        value !== null &&
        (value as { validacaoOuRegistro?: unknown }).validacaoOuRegistro === true &&
        !issues.some((issue) => issue.path?.[0] === 'entidadeResponsavelValidacao'),
    },
  );
export type HistoricoSolucao = z.infer<typeof historicoSolucaoSchema>;

export const suporteSolucaoSchema = z.object(
  {
    suporteNoBrasil: booleanoObrigatorio,
    saaS: z.boolean({ error: MENSAGENS.valorInvalido }).nullish(),
    tempoMedio: textoObrigatorio(LIMITES.tempoMedioAtendimento, MULTILINHA),
    tempoGarantia: textoObrigatorio(LIMITES.tempoGarantiaSolucao, MULTILINHA),
    mtbf: textoOpcional(LIMITES.tempoMedioEntreFalhas, MULTILINHA),
  },
  { error: MENSAGENS.campoObrigatorio },
);
export type SuporteSolucao = z.infer<typeof suporteSolucaoSchema>;
