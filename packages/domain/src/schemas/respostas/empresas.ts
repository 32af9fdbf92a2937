import { z } from 'zod';
import type { ConfiabilidadeGovbr } from '../govbr.ts';
import type { Resposta } from './comum.ts';

export const telefoneContatoSchema = z.object({
  ddd: z.string().nullable(),
  numero: z.string().nullable(),
});
export type TelefoneContato = Resposta<typeof telefoneContatoSchema>;

export const contatoEmpresaSchema = z.object({
  nome: z.string(),
  email: z.string(),
  telefone: telefoneContatoSchema.nullable(),
  /** The seal of a contact who signed in with gov.br; null for the others. */
  confiabilidadeGovbr: z.custom<ConfiabilidadeGovbr>().nullable().optional(),
});
export type ContatoEmpresa = Resposta<typeof contatoEmpresaSchema>;

/** A company of the companies list (spec §3): name, CNPJ, website and its users as contacts. */
export const empresaContatoSchema = z.object({
  id: z.string(),
  nomeOficial: z.string(),
  cnpj: z.string(),
  webSite: z.string().nullable(),
  contatos: z.array(contatoEmpresaSchema),
});
export type EmpresaContato = Resposta<typeof empresaContatoSchema>;
