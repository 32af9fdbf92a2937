import type { CadastroGestor, ResultadoCadastro } from '@portal/domain';
import { http } from '@/lib/http';

/** POST /api/gestor/cadastro: verified at once for a public body's e-mail domain, else pending. */
export const cadastrarGestor = (payload: CadastroGestor) =>
  http.post<ResultadoCadastro & { verificado: boolean }>('/api/gestor/cadastro', payload);
