import {
  atorDaTransicao,
  CONTEXTO_ARQUIVO,
  isEquipeAprovada,
  isPropostaEditavel,
  STATUS_PROPOSTA,
  transicaoDeStatus,
} from '@portal/domain';
import type { SessionUser } from '../../http/acesso.ts';
import { isMembroAtivo } from '../membros/policies.ts';

/** What the policies need to know of a proposal. */
export interface PropostaAlvo {
  empresaId: string;
  statusPropostaId: number;
}

/**
 * Reading a proposal, its history, its files and its PDF: the company's active members and
 * institute staff (a company works on its solutions as a team, and a solution outlives
 * the person who registered it).
 */
export const podeVerProposta = (user: SessionUser, proposta: PropostaAlvo): boolean =>
  isEquipeAprovada(user.tipoUsuario) || isDaEmpresa(user, proposta);

/**
 * Changing a proposal or its files: any active member of the company that registered it, and
 * staff never through these calls. One removed from the company (or never accepted) acts for no
 * company, so no longer reaches it (docs/decisions/011).
 */
export const isDaEmpresa = (user: SessionUser, proposta: PropostaAlvo): boolean =>
  isMembroAtivo(user) && user.empresaId === proposta.empresaId;

/**
 * The list of solutions `/api/proposta/usuario/{id}` answers: the company's, to any of its
 * active members asking with their own id or a colleague's (`empresaDoUsuario`, null for a user
 * who is not one).
 */
export const podeListarPropostasDoUsuario = (
  user: SessionUser,
  empresaDoUsuario: string | null,
): boolean =>
  isMembroAtivo(user) && empresaDoUsuario !== null && user.empresaId === empresaDoUsuario;

/**
 * Why a change by the company is refused: 'ausente' answers 404 (someone else's proposal looks
 * like none at all), 'bloqueada' answers 409 (the solution went to evaluation). 'rodada': the
 * institute asked for changes (status 6), and only what its open requests point at may change.
 */
export type RecusaAlteracao = 'ausente' | 'bloqueada' | 'rodada' | null;

export function recusaAlteracao(user: SessionUser, proposta: PropostaAlvo | null): RecusaAlteracao {
  if (proposta === null || !isDaEmpresa(user, proposta)) return 'ausente';
  if (isPropostaEditavel(proposta.statusPropostaId)) return null;
  return proposta.statusPropostaId === STATUS_PROPOSTA.SOLICITACOES_FEITAS ? 'rodada' : 'bloqueada';
}

/**
 * What deleting one of a proposal's files does. Attachments go only while the proposal is
 * editable. The signed form (context 12) may be withdrawn while the institute has not started
 * (status 2), which sends the proposal back to the company (status 1, spec section 4); at status
 * 1 it is an ordinary file. Once staff moved the proposal on, the signature stands: in a round of
 * requests the new signed form takes its place. 'rodada': an attachment goes if the round's open
 * requests point at its category.
 */
export type Exclusao =
  'ausente' | 'bloqueada' | 'assinatura-em-avaliacao' | 'apaga' | 'reabre' | 'rodada';

export function exclusaoDeArquivo(
  user: SessionUser,
  proposta: PropostaAlvo | null,
  contexto: number,
): Exclusao {
  const recusa = recusaAlteracao(user, proposta);
  if (recusa === 'ausente') return 'ausente';
  if (contexto !== CONTEXTO_ARQUIVO.FORM_ASSINADO) return recusa ?? 'apaga';
  if (recusa === null) return 'apaga';
  // Whether the withdrawal may reopen it is the status table's to say, as for every move.
  const reabre = transicaoDeStatus(
    'exclusao-assinado',
    atorDaTransicao(user.tipoUsuario),
    proposta?.statusPropostaId ?? 0,
    STATUS_PROPOSTA.AGUARDANDO_EMPRESA,
  );
  return reabre ? 'reabre' : 'assinatura-em-avaliacao';
}
