import type { z } from 'zod';
import type { cadastroUsuarioSchema, ResultadoCadastro } from '@portal/domain';
import { http } from '@/lib/http';

export type CadastroUsuarioPayload = z.output<typeof cadastroUsuarioSchema>;

/** PUT /api/cadastro/usuario: creates the user and, for a new company, the company too. */
export const cadastrarUsuario = (payload: CadastroUsuarioPayload) =>
  http.put<ResultadoCadastro>('/api/cadastro/usuario', payload);
