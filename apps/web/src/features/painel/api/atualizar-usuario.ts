import type { z } from 'zod';
import type { atualizacaoUsuarioSchema, ResultadoComVersao } from '@portal/domain';
import { http } from '@/lib/http';

export type AtualizacaoUsuarioPayload = z.output<typeof atualizacaoUsuarioSchema>;

/**
 * POST /api/cadastro/usuario: saves the user's contact data after the current password is
 * confirmed. A wrong password is a 400 whose issue names `senhaAtual`; a save from a copy saved
 * since in another tab is a 409 naming the fields.
 */
export const atualizarUsuario = (payload: AtualizacaoUsuarioPayload) =>
  http.post<ResultadoComVersao>('/api/cadastro/usuario', payload);
