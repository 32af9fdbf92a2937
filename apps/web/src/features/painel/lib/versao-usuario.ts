import { rotuloCampoRegistro } from '@portal/domain';
import type { TelefoneFormulario } from '@/components/cadastro/formulario-cadastro';
import type { DescricaoCampos } from '@/lib/conflito-versao';
import type { DadosCadastraisValores } from '../schemas/dados-cadastrais-schema';

/** What a person edits of their own data, as two copies of it are compared. */
export interface EditaveisUsuario {
  nome: string;
  cargo: string;
  departamento: string;
  telefones: TelefoneFormulario[];
}

export const editaveisDoUsuario = (valores: DadosCadastraisValores): EditaveisUsuario => ({
  nome: valores.nome,
  cargo: valores.cargo,
  departamento: valores.departamento,
  // Every save stores the phones anew, with new ids: a phone is its type, number and note.
  telefones: valores.telefones.map((t) => ({ ...t, id: null })),
});

export const CAMPOS_USUARIO: DescricaoCampos<EditaveisUsuario> = {
  campos: ['nome', 'cargo', 'departamento', 'telefones'],
  rotulo: (campo) => rotuloCampoRegistro('usuario', campo),
  comoTexto: (campo, valor) =>
    campo === 'telefones'
      ? (valor as TelefoneFormulario[]).map((t) => t.numero).join(', ')
      : String(valor),
};
