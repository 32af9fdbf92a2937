import { z } from 'zod';
import type { ConfiabilidadeGovbr, EmpresaGovbr } from '../govbr.ts';
import type { VinculoEmpresa } from '../../catalogo/membros.ts';
import type { Empresa, Endereco, Telefone } from '../empresa.ts';
import { instante, resultadoSchema, type Resposta } from './comum.ts';

/** The answers about the signed-in person: login, their data, their e-mail, gov.br. */

/** POST /api/login's answer; the session itself travels in the cookie. */
export const respostaLoginSchema = z.object({
  autenticado: z.boolean(),
  id: z.string(),
  empresa: z.object({ id: z.string() }).nullable(),
  tipoUsuario: z.number(),
  mensagem: z.string(),
});
export type RespostaLogin = Resposta<typeof respostaLoginSchema>;

/** A gov.br sign-in that ended in a session, and the page to land on. */
export const sessaoGovbrSchema = respostaLoginSchema.extend({ destino: z.string() });
export type SessaoGovbr = Resposta<typeof sessaoGovbrSchema>;

/** A city as the API answers it inside an address, with its state. */
export const municipioLidoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  estado: z.object({ id: z.number(), descricao: z.string(), sigla: z.string() }),
});
export type MunicipioLido = Resposta<typeof municipioLidoSchema>;

type CampoRepresentante =
  'responsavelLegalNome' | 'responsavelLegalCPF' | 'responsavelLegalRG' | 'responsavelLegalEmail';

/**
 * A company as the CNPJ lookup and the user's data answer it. Anonymous callers get no
 * representative fields; a user who joined the company may get them masked.
 */
export const empresaLidaSchema = z.custom<
  Omit<Empresa, 'endereco' | CampoRepresentante> &
    Partial<Record<CampoRepresentante, string | null>> & {
      endereco: (Omit<Endereco, 'municipio'> & { municipio: MunicipioLido }) | null;
    }
>();
export type EmpresaLida = Resposta<typeof empresaLidaSchema>;

/** GET /api/login/:id: the user with phones and the company tree (address, city, state). */
export const usuarioLidoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  email: z.string(),
  login: z.string(),
  tipoUsuario: z.number(),
  cargo: z.string().nullable().optional(),
  departamento: z.string().nullable().optional(),
  telefones: z.array(z.custom<Telefone>()),
  /** Null for staff accounts, which have no company. */
  empresa: empresaLidaSchema.nullable(),
  /** The version of the user's data, sent back with an update. */
  versao: z.number(),
});
export type UsuarioLido = Resposta<typeof usuarioLidoSchema>;

/** A new account comes back with its id. */
export const resultadoCadastroSchema = resultadoSchema.extend({
  idCriadoGuid: z.string().nullable().optional(),
});
export type ResultadoCadastro = Resposta<typeof resultadoCadastroSchema>;

/** GET /api/conta/email: whether the signed-in user's address is confirmed. */
export const situacaoEmailSchema = z.object({
  confirmado: z.boolean(),
  email: z.string().nullable(),
});
export type SituacaoEmail = Resposta<typeof situacaoEmailSchema>;

/** GET /api/govbr/vinculo: the user's gov.br seal and the companies the CPF acts for. */
export const vinculoGovbrDoUsuarioSchema = z.discriminatedUnion('vinculado', [
  z.object({ vinculado: z.literal(false) }),
  z.object({
    vinculado: z.literal(true),
    confiabilidade: z.custom<ConfiabilidadeGovbr>(),
    vinculadoEm: instante,
    empresas: z.array(z.custom<EmpresaGovbr & { atuaPelaEmpresa: boolean }>()),
  }),
]);
export type VinculoGovbrDoUsuario = Resposta<typeof vinculoGovbrDoUsuarioSchema>;

/** A state of the lookups, with its abbreviation. */
export const estadoLidoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  sigla: z.string(),
});
export type EstadoLido = Resposta<typeof estadoLidoSchema>;

/** Whether a password link still works, asked before the form is shown. */
export const tokenValidoSchema = z.object({ valido: z.literal(true) });
export type TokenValido = Resposta<typeof tokenValidoSchema>;

/** Whether this installation signs in with gov.br at all. */
export const govbrDisponivelSchema = z.object({ disponivel: z.boolean() });
export type GovbrDisponivel = Resposta<typeof govbrDisponivelSchema>;

/** The company the signed-in user joined or asked to join, if any. */
export const vinculoEmpresaLidoSchema = z.object({
  vinculo: z.custom<VinculoEmpresa>().nullable(),
});
export type VinculoEmpresaLido = Resposta<typeof vinculoEmpresaLidoSchema>;

/** The end of a session; a gov.br one also says where to end it at gov.br. */
export const saidaSchema = resultadoSchema.extend({ govbrLogout: z.string().optional() });
export type Saida = Resposta<typeof saidaSchema>;
