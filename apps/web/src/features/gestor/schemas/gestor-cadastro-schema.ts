import { z } from 'zod';
import { cadastroGestorGovbrSchema, cadastroGestorSchema } from '@portal/domain';
import { comConfirmacaoSenha } from '@/components/form/confirmacao-senha';

/** What both manager sign-ups ask about the tie to a municipality. */
export interface VinculoGestorValores {
  estadoId: number | null;
  municipioId: number | null;
  cargo: string;
  telefoneInstitucional: string;
}

// The state only filters the city list: the form's own, never sent.
const estadoDoFormulario = { estadoId: z.number().nullable() };

/** /gestor/cadastro: the domain's sign-up, with the state and the password typed twice. */
export const gestorCadastroSchema = comConfirmacaoSenha(
  cadastroGestorSchema.extend(estadoDoFormulario),
);

export type GestorCadastroSaida = z.output<typeof gestorCadastroSchema>;

export interface GestorCadastroValores extends VinculoGestorValores {
  nome: string;
  cpf: string;
  email: string;
  senhaNova: string;
  confirmacaoSenha: string;
  aceiteLGPD: boolean;
}

/** The sign-up after gov.br: only what gov.br does not say, and the state. */
export const gestorGovbrSchema = cadastroGestorGovbrSchema.extend(estadoDoFormulario);

export type GestorGovbrSaida = z.output<typeof gestorGovbrSchema>;

export interface GestorGovbrValores extends VinculoGestorValores {
  aceiteLGPD: boolean;
}
