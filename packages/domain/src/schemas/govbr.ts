import { z } from 'zod';
import { senhaAtualSchema } from './documentos.ts';
import { cadastroGestorSchema } from './gestor.ts';
import { cadastroUsuarioSchema } from './usuario.ts';

/** The gov.br trust levels ("selos"), from the least to the most verified. */
export const CONFIABILIDADES_GOVBR = ['bronze', 'prata', 'ouro'] as const;
export type ConfiabilidadeGovbr = (typeof CONFIABILIDADES_GOVBR)[number];

export const ROTULOS_CONFIABILIDADE_GOVBR: Record<ConfiabilidadeGovbr, string> = {
  bronze: 'Conta gov.br bronze',
  prata: 'Conta gov.br prata (verificada)',
  ouro: 'Conta gov.br ouro (comprovada)',
};

/**
 * The entrances that offer gov.br: the suppliers' (which municipal managers share for signing
 * in), the institute staff's, and the managers' sign-up. Only the staff's never creates accounts.
 */
export const AREAS_GOVBR = ['empresa', 'ipt', 'gestor'] as const;
export type AreaGovbr = (typeof AREAS_GOVBR)[number];

/** Linking a gov.br identity to the account with the same e-mail: its password proves it. */
export const vinculoGovbrSchema = z.object({ senha: senhaAtualSchema });
export type VinculoGovbr = z.infer<typeof vinculoGovbrSchema>;

/**
 * Registering through gov.br asks for no password: the person signs in with gov.br, and
 * "Esqueci minha senha" sets one if they also want the e-mail entrance. A `senhaNova` sent
 * anyway is dropped like any unknown key.
 */
export const cadastroGovbrSchema = cadastroUsuarioSchema.omit({ senhaNova: true });
export type CadastroGovbr = z.infer<typeof cadastroGovbrSchema>;

/**
 * A municipal manager's sign-up through gov.br: only what gov.br does not say (municipality,
 * role, institutional phone, the terms). Name, e-mail and CPF are gov.br's, so any sent are
 * dropped like unknown keys, and no password is asked.
 */
export const cadastroGestorGovbrSchema = cadastroGestorSchema.omit({
  nome: true,
  cpf: true,
  email: true,
  senhaNova: true,
});
export type CadastroGestorGovbr = z.infer<typeof cadastroGestorGovbrSchema>;

/** The gov.br identity waiting to be linked or registered, as the link/register screen shows it. */
export interface IdentidadeGovbr {
  nome: string;
  email: string;
  /** Eleven digits. */
  cpf: string;
  confiabilidade: ConfiabilidadeGovbr;
  area: AreaGovbr;
  /** An account with this e-mail exists: the screen asks its password instead of registering. */
  contaExistente: boolean;
}

/** How the Empresas API says a CPF acts for a company. */
export interface EmpresaGovbr {
  cnpj: string;
  razaoSocial: string | null;
  atuacao: string;
}

/** GET /api/govbr/confirmacao: whether the password dialogs offer gov.br, and until when it stands. */
export interface EstadoConfirmacaoGovbr {
  /** The session was opened with gov.br: "Confirmar com gov.br" replaces the password. */
  govbr: boolean;
  /** End of the five minutes since the last confirmation, or null. */
  confirmadaAte: string | null;
}
