import { isEquipeAprovada, isUsuarioEmpresa } from '@portal/domain';
import type { SessionUser } from '../../http/acesso.ts';

/**
 * How much of a company a caller sees:
 * - `publica`: what the registration form shows (names, type, website, address), for anyone,
 *   since a person joining an existing company must recognise it before signing in;
 * - `mascarada`: everything, with the representative's CPF, RG and e-mail masked, for active
 *   members who joined the company (they need not hold another person's documents);
 * - `completa`: everything, for the user who registered the company and for institute staff.
 */
export type VisaoEmpresa = 'publica' | 'mascarada' | 'completa';

export function visaoDaEmpresa(
  user: SessionUser | null,
  empresa: { id: string; usuarioId: string | null },
): VisaoEmpresa {
  if (user === null) return 'publica';
  if (isEquipeAprovada(user.tipoUsuario)) return 'completa';
  // `empresaId` is set only for active members: a pending or removed account sees the public view.
  if (user.empresaId !== empresa.id) return 'publica';
  return user.id === empresa.usuarioId ? 'completa' : 'mascarada';
}

/** Reading a company by id and its files: its own users and staff. */
export const podeVerEmpresa = (user: SessionUser, empresaId: string): boolean =>
  isEquipeAprovada(user.tipoUsuario) || user.empresaId === empresaId;

/** Sending the company's files: only its own company users. */
export const podeEnviarArquivoDaEmpresa = (user: SessionUser, empresaId: string): boolean =>
  isUsuarioEmpresa(user.tipoUsuario) && user.empresaId === empresaId;
