import type { z } from 'zod';
import { cadastroUsuarioIptSchema, emailAcessoSchema } from '@portal/domain';
import { comConfirmacaoSenha } from '@/components/form/confirmacao-senha';

/**
 * /ipt/registro: the domain's staff registration, without `login` (it is the e-mail). The e-mail
 * speaks as every access screen of the institute does: 'Digite um e-mail válido!' (spec §5).
 */
export const iptRegistroSchema = comConfirmacaoSenha(
  cadastroUsuarioIptSchema.omit({ login: true }).extend({ email: emailAcessoSchema }),
);

export type IptRegistroSaida = z.output<typeof iptRegistroSchema>;

export interface IptRegistroValores {
  nome: string;
  email: string;
  senhaNova: string;
  confirmacaoSenha: string;
  aceiteLGPD: boolean;
}
