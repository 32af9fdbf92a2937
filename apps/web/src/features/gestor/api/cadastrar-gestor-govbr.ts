import type { CadastroGestorGovbr, SessaoGovbr } from '@portal/domain';
import { http } from '@/lib/http';

/**
 * POST /api/govbr/cadastro-gestor: the account with gov.br's name, e-mail and CPF, the CPF
 * linked and the session open; verified at once for a public body's e-mail domain, else pending.
 */
export const cadastrarGestorPeloGovbr = (payload: CadastroGestorGovbr) =>
  http.post<SessaoGovbr>('/api/govbr/cadastro-gestor', payload);
