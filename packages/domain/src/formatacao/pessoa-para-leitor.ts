import { isEquipeAprovada, isUsuarioEmpresa } from '../catalogo/usuarios.ts';

/** How anyone outside the institute's approved staff sees a member of the institute. */
export const EQUIPE_DO_INSTITUTO = 'Equipe do instituto';

/** Someone who acted on a record: who they are and which kind of account acted. */
export interface PessoaAtora {
  id: string | null;
  nome: string;
  email: string | null;
  /** Null when the account is unknown (a record kept after its author was erased). */
  tipoUsuario: number | null;
}

/**
 * The one rule of blind review: a company never learns which staff member changed, asked,
 * downloaded or evaluated, neither by name nor by e-mail nor by an id it could match elsewhere, so
 * nobody can be lobbied or pressed. Company people stay themselves: the company works beside them.
 * Someone of unknown kind is shown as the institute, the safe side.
 */
export function pessoaParaEmpresa(pessoa: PessoaAtora): PessoaAtora {
  if (pessoa.tipoUsuario !== null && isUsuarioEmpresa(pessoa.tipoUsuario)) return pessoa;
  return { ...pessoa, id: null, nome: EQUIPE_DO_INSTITUTO, email: null };
}

/**
 * A person as the reader may see them: approved staff see everyone as they are; anyone else (a
 * company, an account still awaiting approval to the staff) as a company does.
 */
export const pessoaParaLeitor = (leitorTipoUsuario: number, pessoa: PessoaAtora): PessoaAtora =>
  isEquipeAprovada(leitorTipoUsuario) ? pessoa : pessoaParaEmpresa(pessoa);
