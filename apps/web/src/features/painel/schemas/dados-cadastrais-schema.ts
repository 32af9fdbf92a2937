import type { z } from 'zod';
import { atualizacaoUsuarioSchema, type EmpresaLida, type UsuarioLido } from '@portal/domain';
import {
  empresaParaFormulario,
  telefoneParaFormulario,
  telefoneVazio,
  type FormularioComEmpresa,
} from '@/components/cadastro/formulario-cadastro';
import { telefonesFormularioSchema } from '@/components/cadastro/telefone-formulario';
import { comConfirmacaoSenha } from '@/components/form/confirmacao-senha';

/**
 * The panel form: the domain's update schema with phones typed as one masked number and the
 * password confirmation. The current password is asked in the dialog, and the company block is
 * read-only here, so neither is part of the form's check.
 */
export const dadosCadastraisSchema = comConfirmacaoSenha(
  atualizacaoUsuarioSchema
    .omit({ senhaAtual: true, telefones: true, empresa: true, versao: true })
    .extend({ telefones: telefonesFormularioSchema }),
);

export type DadosCadastraisSaida = z.output<typeof dadosCadastraisSchema>;

export interface DadosCadastraisValores extends FormularioComEmpresa {
  id: string;
}

export const valoresDoUsuario = (
  usuario: UsuarioLido,
  empresa: EmpresaLida,
): DadosCadastraisValores => ({
  id: usuario.id,
  nome: usuario.nome,
  email: usuario.email,
  cargo: usuario.cargo ?? '',
  departamento: usuario.departamento ?? '',
  telefones:
    usuario.telefones.length > 0
      ? usuario.telefones.map(telefoneParaFormulario)
      : [telefoneVazio()],
  senhaNova: '',
  confirmacaoSenha: '',
  empresa: empresaParaFormulario(empresa),
});
