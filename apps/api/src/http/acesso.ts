import type { FastifyRequest } from 'fastify';
import {
  TIPO_USUARIO,
  isEquipeAprovada,
  isUsuarioEmpresa,
  MENSAGENS,
  MENSAGENS_HTTP,
} from '@portal/domain';
import { HttpError } from './http-error.ts';

/**
 * Who may call a route. Every route under /api declares one in `config.access`. `user` admits any
 * signed-in user; such a route decides in its policy what each one may see. `gestor` admits
 * verified municipal managers only: staff and companies are not managers (docs/decisions/048).
 */
export type AccessLevel = 'public' | 'user' | 'company' | 'gestor' | 'staff' | 'admin';

export const ACCESS_LEVELS: readonly AccessLevel[] = [
  'public',
  'user',
  'company',
  'gestor',
  'staff',
  'admin',
];

/** The signed-in user, as the session plugin sets it. */
export interface SessionUser {
  id: string;
  tipoUsuario: number;
  /** The company the user acts for: set only while an active member of it. */
  empresaId: string | null;
  /**
   * A newer version of the terms waits for the person's acceptance: until then only `user`
   * routes answer (their own data, the acceptance itself, requests about their data).
   */
  termosPendentes?: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The access table: which user types each level admits. */
const ADMITS: Record<Exclude<AccessLevel, 'public'>, (user: SessionUser) => boolean> = {
  user: () => true,
  // A company account waiting for (or refused) membership acts for no company yet.
  company: (user) => isUsuarioEmpresa(user.tipoUsuario) && user.empresaId !== null,
  gestor: (user) => user.tipoUsuario === TIPO_USUARIO.GESTOR,
  staff: (user) => isEquipeAprovada(user.tipoUsuario),
  admin: (user) => user.tipoUsuario === TIPO_USUARIO.ADMINISTRADOR,
};

export function checkAccess(access: AccessLevel, user: SessionUser | null): void {
  if (access === 'public') return;
  if (user === null) throw new HttpError(401, MENSAGENS_HTTP.naoAutenticado);
  if (!ADMITS[access](user)) throw new HttpError(403, MENSAGENS_HTTP.acessoNegado);
  if (access !== 'user' && user.termosPendentes != null) {
    throw new HttpError(403, MENSAGENS.termosPendentesAceite);
  }
}

/** The signed-in user of a route whose level is not `public` (the access check ran already). */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (request.user === null) throw new HttpError(401, MENSAGENS_HTTP.naoAutenticado);
  return request.user;
}
