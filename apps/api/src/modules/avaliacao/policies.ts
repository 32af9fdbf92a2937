import { TIPO_USUARIO } from '@portal/domain';
import type { SessionUser } from '../../plugins/access.ts';

/** What the policies know of a user's standing on one solution. */
export interface Situacao {
  /** The user declared a conflict of interest with the solution's company. */
  conflito: boolean;
  /** The user submitted an evaluation of it at least once. */
  jaEnviou: boolean;
}

export const isAdministrador = (user: SessionUser): boolean =>
  user.tipoUsuario === TIPO_USUARIO.ADMINISTRADOR;

/**
 * The evaluations of a solution and its consolidated score. Administrators consolidate, so they
 * see them; an analyst only after sending their own, so the others' scores never anchor theirs.
 * A declared conflict closes them even to an administrator who declared it.
 */
export const podeVerAvaliacoes = (user: SessionUser, situacao: Situacao): boolean =>
  !situacao.conflito && (isAdministrador(user) || situacao.jaEnviou);

/** The private notes: any approved staff member, except one in conflict with the company. */
export const podeVerNotas = (situacao: Pick<Situacao, 'conflito'>): boolean => !situacao.conflito;

export interface AtribuicaoAlvo {
  semConflitoEm: Date | null;
}

/**
 * Filling the form: only on the user's own live assignment, and only after declaring there is no
 * conflict (the declaration comes before the form opens).
 */
export type RecusaAvaliar = 'sem-atribuicao' | 'declarar-conflito' | null;

export const recusaAvaliar = (atribuicao: AtribuicaoAlvo | null): RecusaAvaliar => {
  if (atribuicao === null) return 'sem-atribuicao';
  return atribuicao.semConflitoEm === null ? 'declarar-conflito' : null;
};
