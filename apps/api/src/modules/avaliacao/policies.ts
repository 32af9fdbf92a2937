import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { TIPO_USUARIO } from '@portal/domain';
import { conflitoInteresse } from '../../infra/db/schema-avaliacao.ts';
import type { SessionUser } from '../../http/acesso.ts';

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
 * A declared conflict closes every door of the solution's evaluation, to analysts and
 * administrators alike: evaluations and their history, the consolidated score and its place in a
 * sort, counts, notes, the parecer and its draft, the evaluation's audit records, exports. Whoever
 * declared one may still see that the solution exists, so an administrator can assign it to
 * someone else; a person in conflict who could read how others scored could still sway the result.
 */
export const semConflito = (situacao: Pick<Situacao, 'conflito'>): boolean => !situacao.conflito;

/** The entity of the evaluation's audit records, which the rule above closes with the rest. */
export const ENTIDADE_AVALIACAO = 'avaliacao';

/**
 * The same rule for lists, as a condition on the solution's id: true where `userId` declared no
 * conflict with it (and for a row with no solution). Lists filter or blank their rows with it
 * instead of asking row by row. The reader's conflicts are read once per query, as an array (a
 * person declares a handful): a correlated subquery would run once per row, and a sort by score
 * over ten thousand solutions would pay it ten thousand times.
 */
export const semConflitoSql = (userId: string, propostaId: AnyColumn): SQL =>
  sql`not coalesce(${propostaId} = any(array(select ${conflitoInteresse.propostaId}
    from ${conflitoInteresse} where ${conflitoInteresse.avaliadorId} = ${userId})), false)`;

/**
 * The evaluations of a solution and its consolidated score. Administrators consolidate, so they
 * see them; an analyst only after sending their own, so the others' scores never anchor theirs.
 * A declared conflict closes them even to an administrator who declared it.
 */
export const podeVerAvaliacoes = (user: SessionUser, situacao: Situacao): boolean =>
  semConflito(situacao) && (isAdministrador(user) || situacao.jaEnviou);

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
