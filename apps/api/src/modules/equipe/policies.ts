import { MENSAGENS, TIPO_USUARIO } from '@portal/domain';
import type { SessionUser } from '../../http/acesso.ts';

/** What an administrator does to a staff member. */
export type AcaoEquipe =
  { tipo: 'perfil'; tipoUsuario: number } | { tipo: 'desativacao' } | { tipo: 'reativacao' };

/**
 * Why an administrator may not do `acao` to the member `alvoId`, or null. Administrators manage
 * everyone but themselves: someone who could demote or deactivate themself could leave the
 * portal with no administrator, and nobody left to approve anyone.
 */
export function recusaAcaoEquipe(ator: SessionUser, alvoId: string, acao: AcaoEquipe) {
  if (ator.id !== alvoId) return null;
  if (acao.tipo === 'desativacao') return MENSAGENS.naoPodeDesativarASiMesmo;
  if (acao.tipo === 'perfil' && acao.tipoUsuario !== TIPO_USUARIO.ADMINISTRADOR) {
    return MENSAGENS.naoPodeRebaixarASiMesmo;
  }
  return null;
}
