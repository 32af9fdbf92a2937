import { isEquipeAprovada, TIPO_USUARIO } from '@portal/domain';

export type AcessoEquipe = 'liberado' | 'pendente' | 'negado';

/**
 * Who may use the staff area (spec §6, docs/decisions): analysts and administrators; a staff
 * account awaiting approval only learns that it waits; anyone else is refused.
 */
export function acessoEquipe(tipoUsuario: number): AcessoEquipe {
  if (isEquipeAprovada(tipoUsuario)) return 'liberado';
  if (tipoUsuario === TIPO_USUARIO.EQUIPE_PENDENTE) return 'pendente';
  return 'negado';
}

export const isAdministrador = (tipoUsuario: number): boolean =>
  tipoUsuario === TIPO_USUARIO.ADMINISTRADOR;
