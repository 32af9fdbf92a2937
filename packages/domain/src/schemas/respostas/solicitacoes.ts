import { z } from 'zod';
import { instante, type Resposta } from './comum.ts';

/** The institute's requests, the signed submissions and the portal's revised text. */

export const solicitacaoLidaSchema = z.object({
  id: z.string(),
  alvo: z.string(),
  rotulo: z.string(),
  texto: z.string(),
  prazo: z.string().nullable(),
  resposta: z.string().nullable(),
  respondidaPor: z.string().nullable(),
  respondidaEm: instante.nullable(),
});
export type SolicitacaoLida = Resposta<typeof solicitacaoLidaSchema>;

export const rodadaSolicitacoesLidaSchema = z.object({
  numero: z.number(),
  abertaEm: instante,
  abertaPor: z.string(),
  fechadaEm: instante.nullable(),
  /** The signed submission that answered it; null while open or when staff ended it. */
  envioNumero: z.number().nullable(),
  aberta: z.boolean(),
  /** The sections and categories (`anexos.*`) it opens now. */
  partesAbertas: z.array(z.string()),
  /** Until when it may be answered with a new signed PDF; null: no date. */
  prazo: z.string().nullable(),
  solicitacoes: z.array(solicitacaoLidaSchema),
});
export type RodadaSolicitacoes = Resposta<typeof rodadaSolicitacoesLidaSchema>;

/** A signed submission in the list of versions. */
export const envioResumoSchema = z.object({
  numero: z.number(),
  enviadaEm: instante,
  enviadaPor: z.string(),
  arquivos: z.number(),
});
export type EnvioResumo = Resposta<typeof envioResumoSchema>;

export const diferencaCampoSchema = z.object({
  caminho: z.string(),
  rotulo: z.string(),
  antes: z.unknown(),
  depois: z.unknown(),
});
export type DiferencaCampo = Resposta<typeof diferencaCampoSchema>;

export const comparacaoEnviosSchema = z.object({
  de: z.number(),
  para: z.number(),
  campos: z.array(diferencaCampoSchema),
  arquivos: z.array(
    z.object({
      contexto: z.number(),
      incluidos: z.array(z.string()),
      removidos: z.array(z.string()),
    }),
  ),
});
export type ComparacaoEnvios = Resposta<typeof comparacaoEnviosSchema>;

/** GET /api/proposta/:id/texto-portal. */
export const textosDaSolucaoSchema = z.object({
  assinado: z.record(z.string(), z.unknown()),
  /** Null while the institute has not revised the text: the portal shows the signed one. */
  portal: z.record(z.string(), z.unknown()).nullable(),
  versao: z.number(),
  alteracoes: z.array(
    z.object({
      versao: z.number(),
      nome: z.string(),
      alteradaEm: instante,
      campos: z.array(z.string()),
    }),
  ),
});
export type TextosDaSolucao = Resposta<typeof textosDaSolucaoSchema>;

export const textoPortalSalvoSchema = z.object({ message: z.string(), versao: z.number() });
export type TextoPortalSalvo = Resposta<typeof textoPortalSalvoSchema>;
