import type { z } from 'zod';
import { cadastroUsuarioSchema } from '@portal/domain';
import { telefonesFormularioSchema } from '@/components/cadastro/telefone-formulario';
import type { FormularioComEmpresa } from '@/components/cadastro/formulario-cadastro';
import { comConfirmacaoSenha } from '@/components/form/confirmacao-senha';

/** The domain's registration fields, with phones typed as one masked number and no `login` (it is the e-mail). */
const camposCadastro = cadastroUsuarioSchema
  .omit({ login: true, telefones: true })
  .extend({ telefones: telefonesFormularioSchema });

/** The registration form, with the password confirmation of the screen (checked, then left out). */
export const cadastroFormularioSchema = comConfirmacaoSenha(camposCadastro);

/** After a first gov.br sign-in the form asks for no password (docs/decisions/027). */
export const cadastroGovbrFormularioSchema = camposCadastro.omit({ senhaNova: true });

/** What the form submits: with the password, or without it after a gov.br sign-in. */
export type CadastroFormularioSaida =
  z.output<typeof cadastroFormularioSchema> | z.output<typeof cadastroGovbrFormularioSchema>;

export interface CadastroFormularioValores extends FormularioComEmpresa {
  aceiteLGPD: boolean;
}
