import { z } from 'zod';
import { isCodigoIbgeMunicipio, LIMITES, MAXIMO_COMPARACAO } from '../catalogo/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { aceiteLGPDSchema, guidSchema, textoObrigatorio, textoOpcional } from './campos.ts';
import { cpfSchema, emailSchema, senhaSchema } from './documentos.ts';
import type { SolucaoPublica } from './repositorio.ts';

/** Stored width of the manager's role and institutional phone (migration 0033). */
export const LIMITES_GESTOR = { cargo: 100, telefone: 20, motivoRecusa: 500 } as const;

const municipioSchema = z.coerce
  .number({ error: MENSAGENS.municipioGestorInvalido })
  .refine(isCodigoIbgeMunicipio, { error: MENSAGENS.municipioGestorInvalido });

/**
 * A municipal manager's sign-up. The e-mail is the sign-in and the institutional contact
 * companies will answer; the CPF ties the account to a gov.br sign-in.
 */
export const cadastroGestorSchema = z.object({
  nome: textoObrigatorio(LIMITES.nomeUsuario),
  cpf: cpfSchema,
  email: emailSchema,
  senhaNova: senhaSchema,
  municipioId: municipioSchema,
  cargo: textoObrigatorio(LIMITES_GESTOR.cargo),
  telefoneInstitucional: textoOpcional(LIMITES_GESTOR.telefone),
  aceiteLGPD: aceiteLGPDSchema,
});
export type CadastroGestor = z.infer<typeof cadastroGestorSchema>;

/** A staff member's decision on a pending manager: a refusal says why. */
export const decisaoGestorSchema = z
  .object({
    aprovar: z.boolean({ error: MENSAGENS.campoObrigatorio }),
    motivo: textoOpcional(LIMITES_GESTOR.motivoRecusa),
  })
  .refine((d) => d.aprovar || Boolean(d.motivo), {
    path: ['motivo'],
    error: MENSAGENS.motivoRecusaObrigatorio,
  });
export type DecisaoGestor = z.infer<typeof decisaoGestorSchema>;

export const inclusaoSelecaoSchema = z.object({ propostaId: guidSchema });
export type InclusaoSelecao = z.infer<typeof inclusaoSelecaoSchema>;

export const comparacaoSchema = z.object({
  propostaIds: z
    .array(guidSchema)
    .min(2, { error: MENSAGENS.comparacaoTamanho })
    .max(MAXIMO_COMPARACAO, { error: MENSAGENS.comparacaoTamanho })
    .refine((ids) => new Set(ids).size === ids.length, { error: MENSAGENS.comparacaoTamanho }),
});
export type Comparacao = z.infer<typeof comparacaoSchema>;

/** The manager's own profile, as the manager area shows it. */
export interface PerfilGestor {
  nome: string;
  email: string;
  cpf: string;
  telefoneInstitucional: string | null;
  municipio: { id: number; nome: string; uf: string };
  cargo: string;
  situacao: 'verificado' | 'pendente' | 'recusado';
  motivoRecusa: string | null;
}

/** A pending manager, as staff read it before deciding. */
export interface GestorPendente {
  id: string;
  nome: string;
  email: string;
  municipio: { id: number; nome: string; uf: string };
  cargo: string;
  telefoneInstitucional: string | null;
  criadoEm: string;
}

/** A solution of the manager's selection: its public view and when it was saved (ISO 8601). */
export interface ItemSelecao {
  solucao: SolucaoPublica;
  incluidaEm: string;
}
