import type { z } from 'zod';
import { cadastroUsuarioSchema } from '@portal/domain';
import { telefonesFormularioSchema } from '@/components/cadastro/telefone-formulario';
import type { FormularioComEmpresa } from '@/components/cadastro/formulario-cadastro';
import { comConfirmacaoSenha } from '@/components/form/confirmacao-senha';

/**
 * The registration form: the domain's registration schema, with phones typed as one masked
 * number, the password confirmation of the screen (checked, then left out), and no `login` (it is
 * the e-mail).
 */
export const cadastroFormularioSchema = comConfirmacaoSenha(
  cadastroUsuarioSchema
    .omit({ login: true, telefones: true })
    .extend({ telefones: telefonesFormularioSchema }),
);

export type CadastroFormularioSaida = z.output<typeof cadastroFormularioSchema>;

export interface CadastroFormularioValores extends FormularioComEmpresa {
  aceiteLGPD: boolean;
}
