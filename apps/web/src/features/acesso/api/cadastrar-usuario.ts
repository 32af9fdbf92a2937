import type { z } from 'zod';
import type { cadastroUsuarioSchema } from '@portal/domain';
import { http } from '@/lib/http';

export type CadastroUsuarioPayload = z.output<typeof cadastroUsuarioSchema>;

/** The result object of spec §3 as the registration answers it. */
export interface ResultadoCadastro {
  result: boolean;
  message: string;
  idCriadoGuid?: string | null;
}

/** PUT /api/cadastro/usuario: creates the user and, for a new company, the company too. */
export const cadastrarUsuario = (payload: CadastroUsuarioPayload) =>
  http.put<ResultadoCadastro>('/api/cadastro/usuario', payload);
