import type { z } from 'zod';
import { trocaSenhaSchema } from '@portal/domain';
import { comConfirmacaoSenha } from '@/components/form/confirmacao-senha';

/** /ipt/conta: the domain's password change plus the confirmation the API never receives. */
export const alterarSenhaSchema = comConfirmacaoSenha(trocaSenhaSchema);

export type AlterarSenhaSaida = z.output<typeof alterarSenhaSchema>;

export interface AlterarSenhaValores {
  senhaAtual: string;
  senhaNova: string;
  confirmacaoSenha: string;
}

export const VALORES_INICIAIS: AlterarSenhaValores = {
  senhaAtual: '',
  senhaNova: '',
  confirmacaoSenha: '',
};
