import type { CadastroUsuarioIpt, ResultadoCadastro } from '@portal/domain';
import { http } from '@/lib/http';

/**
 * PUT /api/cadastro/usuario/ipt: creates a staff account awaiting approval (tipoUsuario 3); an
 * administrator decides later whether it becomes an analyst or an administrator.
 */
export const cadastrarUsuarioIpt = (payload: CadastroUsuarioIpt) =>
  http.put<ResultadoCadastro>('/api/cadastro/usuario/ipt', payload);
