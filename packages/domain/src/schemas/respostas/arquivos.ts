import { z } from 'zod';
import type { ResumoAssinatura } from '../../catalogo/assinatura.ts';
import { instante, type Resposta } from './comum.ts';

/** The answers of /api/fileindexer. */

/** A file of a solution as its list gives it (no content). */
export const arquivoPropostaSchema = z.object({
  id: z.string(),
  nomeOriginal: z.string(),
  contexto: z.number(),
  tipoDoArquivo: z.number().nullable(),
  tipo: z.string().nullable(),
  tamanho: z.number(),
  dataHoraInclusao: instante,
});
export type ArquivoProposta = Resposta<typeof arquivoPropostaSchema>;

/** One file with its base64 content. */
export const arquivoComConteudoSchema = z.object({
  id: z.string(),
  nomeOriginal: z.string(),
  conteudo: z.string(),
  tipo: z.string().nullable(),
  contexto: z.number(),
});
export type ArquivoComConteudo = Resposta<typeof arquivoComConteudoSchema>;

/** A company file as its list gives it. */
export const arquivoEmpresaSchema = z.object({
  id: z.string(),
  nomeOriginal: z.string(),
  contexto: z.number(),
  dataHoraInclusao: instante,
});
export type ArquivoEmpresa = Resposta<typeof arquivoEmpresaSchema>;

/** Spec §3: for file registration a `status` of 0 means success. */
export const envioArquivoSchema = z.object({
  status: z.number(),
  result: z.boolean(),
  message: z.string(),
  /** The signed form's only: what the portal concluded about its digital signature. */
  assinatura: z.custom<ResumoAssinatura>().optional(),
});
export type EnvioArquivo = Resposta<typeof envioArquivoSchema>;

/** DELETE /api/fileindexer/arquivo/:fileId; its `mensagem` is shown as it comes. */
export const arquivoApagadoSchema = z.object({ result: z.boolean(), mensagem: z.string() });
export type ArquivoApagado = Resposta<typeof arquivoApagadoSchema>;
