import { isUsuarioEmpresa, SITUACAO_MEMBRO, type SituacaoMembro } from '@portal/domain';
import type { SessionUser } from '../../http/acesso.ts';

/**
 * A company account acting for its company. The session sets `empresaId` only for active
 * members, so a pending, refused or removed account is never one, whatever it owned before.
 */
export const isMembroAtivo = (user: SessionUser): boolean =>
  isUsuarioEmpresa(user.tipoUsuario) && user.empresaId !== null;

/** The team page and its decisions: an active member of that very company. */
export const podeGerirEquipe = (user: SessionUser, empresaId: string): boolean =>
  isMembroAtivo(user) && user.empresaId === empresaId;

/** Only an open request is decided: refused, removed and expired ones stay as they are. */
export const isPedidoAberto = (situacao: SituacaoMembro): boolean =>
  situacao === SITUACAO_MEMBRO.PENDENTE;

/**
 * Removing a member: only active ones, and never the company's last, who alone could accept
 * anyone after them (an administrator would have to step in).
 */
export type Remocao = 'ausente' | 'ultimo' | 'remove';

export function remocaoDeMembro(
  alvo: { situacao: SituacaoMembro } | null,
  ativos: number,
): Remocao {
  if (alvo === null || alvo.situacao !== SITUACAO_MEMBRO.ATIVO) return 'ausente';
  return ativos <= 1 ? 'ultimo' : 'remove';
}
