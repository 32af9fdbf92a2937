import {
  CONTEXTO_ARQUIVO,
  isEquipeAprovada,
  isPropostaEditavel,
  STATUS_PROPOSTA,
} from '@portal/domain';
import type { SessionUser } from '../../plugins/access.ts';
import { isMembroAtivo } from '../membros/policies.ts';

/** What the policies need to know of a proposal. */
export interface PropostaAlvo {
  usuarioId: string;
  statusPropostaId: number;
}

/**
 * Reading a proposal, its history, its files and its PDF: the user who registered it and
 * institute staff. The spec shows a company user only the solutions of their own user id, so a
 * colleague from the same company does not see them either.
 */
export const podeVerProposta = (user: SessionUser, proposta: PropostaAlvo): boolean =>
  isEquipeAprovada(user.tipoUsuario) || isDonoDaProposta(user, proposta);

/**
 * Changing a proposal or its files: only its owner, and staff never through these calls. The
 * owner must still be an active member: a solution is the company's, so one removed from the
 * company (or never accepted) no longer reaches it.
 */
export const isDonoDaProposta = (user: SessionUser, proposta: PropostaAlvo): boolean =>
  isMembroAtivo(user) && user.id === proposta.usuarioId;

/** A user's list of solutions: only the user themself, while an active member. */
export const podeListarPropostasDoUsuario = (user: SessionUser, usuarioId: string): boolean =>
  isMembroAtivo(user) && user.id === usuarioId;

/**
 * Why a change by the owner is refused: 'ausente' answers 404 (someone else's proposal looks
 * like none at all), 'bloqueada' answers 409 (the solution went to evaluation).
 */
export type RecusaAlteracao = 'ausente' | 'bloqueada' | null;

export function recusaAlteracao(user: SessionUser, proposta: PropostaAlvo | null): RecusaAlteracao {
  if (proposta === null || !isDonoDaProposta(user, proposta)) return 'ausente';
  return isPropostaEditavel(proposta.statusPropostaId) ? null : 'bloqueada';
}

/**
 * What deleting one of a proposal's files does. Attachments go only while the proposal is
 * editable. The signed form (context 12) may be withdrawn while the institute has not started
 * (status 2), which sends the proposal back to the company (status 1, spec section 4); at status
 * 1 it is an ordinary file. Once staff moved the proposal on, the signature stands.
 */
export type Exclusao = 'ausente' | 'bloqueada' | 'assinatura-em-avaliacao' | 'apaga' | 'reabre';

export function exclusaoDeArquivo(
  user: SessionUser,
  proposta: PropostaAlvo | null,
  contexto: number,
): Exclusao {
  const recusa = recusaAlteracao(user, proposta);
  if (recusa === 'ausente') return 'ausente';
  if (contexto !== CONTEXTO_ARQUIVO.FORM_ASSINADO) return recusa ?? 'apaga';
  if (recusa === null) return 'apaga';
  return proposta?.statusPropostaId === STATUS_PROPOSTA.EM_ANALISE_PREVIA
    ? 'reabre'
    : 'assinatura-em-avaliacao';
}
