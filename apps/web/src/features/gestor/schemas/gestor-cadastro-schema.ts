import { z } from 'zod';
import { cadastroGestorSchema } from '@portal/domain';
import { comConfirmacaoSenha } from '@/components/form/confirmacao-senha';

/**
 * /gestor/cadastro: the domain's sign-up, with the state the city list follows (the form's
 * own, never sent) and the password typed twice.
 */
export const gestorCadastroSchema = comConfirmacaoSenha(
  cadastroGestorSchema.extend({ estadoId: z.number().nullable() }),
);

export type GestorCadastroSaida = z.output<typeof gestorCadastroSchema>;

export interface GestorCadastroValores {
  nome: string;
  cpf: string;
  email: string;
  senhaNova: string;
  confirmacaoSenha: string;
  estadoId: number | null;
  municipioId: number | null;
  cargo: string;
  telefoneInstitucional: string;
  aceiteLGPD: boolean;
}
