import type { z } from 'zod';
import type { atualizacaoUsuarioSchema } from '@portal/domain';
import { http } from '@/lib/http';

export type AtualizacaoUsuarioPayload = z.output<typeof atualizacaoUsuarioSchema>;

/**
 * POST /api/cadastro/usuario: saves the user's contact data after the current password is
 * confirmed. A wrong password is a 400 whose issue names `senhaAtual`.
 */
export const atualizarUsuario = (payload: AtualizacaoUsuarioPayload) =>
  http.post<{ result: boolean; message: string }>('/api/cadastro/usuario', payload);
