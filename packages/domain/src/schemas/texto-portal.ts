import { z } from 'zod';
import { LIMITES } from '../catalogo/limites.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { versaoSchema } from './versao.ts';
import { propostaSchema } from './proposta.ts';
import {
  descricaoTecnicaSolucaoSchema,
  historicoSolucaoSchema,
  justificativaSchema,
  suporteSolucaoSchema,
} from './proposta-secoes.ts';

const tecnica = descricaoTecnicaSolucaoSchema.shape;
const justificativa = justificativaSchema.shape;
const historico = historicoSolucaoSchema.shape;
const suporte = suporteSolucaoSchema.shape;

/**
 * The texts of a published solution that the institute may revise for the portal (issue 14,
 * status 9), each with the limits the company's form has; flat, by the solution's column names.
 * Choices (axis, yes/no answers) are facts the company signed: the portal shows them as signed.
 */
export const textoPortalSchema = z.object(
  {
    titulo: propostaSchema.shape.titulo,
    descricao: propostaSchema.shape.descricao,
    keyWords: propostaSchema.shape.keyWords,
    conceito: tecnica.conceito,
    aplicacaoPratica: tecnica.aplicacaoPratica,
    requisitosTecnicosOperacionais: tecnica.requisitosTecnicosOperacionais,
    limitacoesTecnicas: tecnica.limitacoesTecnicas,
    escalabilidade: tecnica.escalabilidade,
    beneficiosEsperados: tecnica.beneficiosEsperados,
    custosEstimados: tecnica.custosEstimados,
    modalidadeContratacao: tecnica.modalidadeContratacao,
    problemaResolvido: justificativa.problemaResolvido,
    beneficiosDiretos: justificativa.beneficiosDiretos,
    relevancia: justificativa.relevancia,
    diferencial: justificativa.diferencial,
    entidadeResponsavelValidacao: historico.entidadeResponsavelValidacao,
    cidadeImplementada: historico.cidadeImplementada,
    tempoMedio: suporte.tempoMedio,
    tempoGarantia: suporte.tempoGarantia,
    mtbf: suporte.mtbf,
  },
  { error: MENSAGENS.campoObrigatorio },
);
export type TextoPortal = z.infer<typeof textoPortalSchema>;

export const CAMPOS_TEXTO_PORTAL = Object.keys(textoPortalSchema.shape) as (keyof TextoPortal)[];

/** Each text's limit, the form's (the portal's editor counts characters against it). */
export const LIMITES_TEXTO_PORTAL: Record<keyof TextoPortal, number> = {
  titulo: LIMITES.titulo,
  descricao: LIMITES.descricao,
  keyWords: LIMITES.keyWords,
  conceito: LIMITES.campoTecnico,
  aplicacaoPratica: LIMITES.campoTecnico,
  requisitosTecnicosOperacionais: LIMITES.campoTecnico,
  limitacoesTecnicas: LIMITES.campoTecnico,
  escalabilidade: LIMITES.campoTecnico,
  beneficiosEsperados: LIMITES.campoTecnico,
  custosEstimados: LIMITES.campoTecnico,
  modalidadeContratacao: LIMITES.modalidadeContratacao,
  problemaResolvido: LIMITES.campoTecnico,
  beneficiosDiretos: LIMITES.campoTecnico,
  relevancia: LIMITES.campoTecnico,
  diferencial: LIMITES.campoTecnico,
  entidadeResponsavelValidacao: LIMITES.entidadeResponsavelValidacao,
  cidadeImplementada: LIMITES.cidadeImplementada,
  tempoMedio: LIMITES.tempoMedioAtendimento,
  tempoGarantia: LIMITES.tempoGarantiaSolucao,
  mtbf: LIMITES.tempoMedioEntreFalhas,
};

/** What staff save: the whole portal text, with the version they read (issue 20). */
export const edicaoTextoPortalSchema = z.object({
  texto: textoPortalSchema,
  versao: versaoSchema.optional(),
});
