import type { AccessLevel } from '../../http/acesso.ts';

/** Who may call a route, as the reference page and the document's `x-acesso` say it. */
export const ACESSO_DESCRITO: Record<AccessLevel, string> = {
  public: 'Público: não exige sessão.',
  user: 'Qualquer pessoa com sessão aberta; a rota decide o que cada uma vê.',
  company: 'Pessoa de uma empresa, membro ativo dela.',
  gestor: 'Gestor público verificado (prefeitura ou órgão municipal).',
  staff: 'Equipe do instituto aprovada (analista ou administrador).',
  admin: 'Administrador do instituto.',
};
