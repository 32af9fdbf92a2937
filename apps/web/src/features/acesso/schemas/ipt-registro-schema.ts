import type { z } from 'zod';
import { cadastroUsuarioIptSchema } from '@portal/domain';
import { comConfirmacaoSenha } from '@/components/form/confirmacao-senha';

/** /ipt/registro: the domain's staff registration, without `login` (it is the e-mail). */
export const iptRegistroSchema = comConfirmacaoSenha(
  cadastroUsuarioIptSchema.omit({ login: true }),
);

export type IptRegistroSaida = z.output<typeof iptRegistroSchema>;

export interface IptRegistroValores {
  nome: string;
  email: string;
  senhaNova: string;
  confirmacaoSenha: string;
  aceiteLGPD: boolean;
}
