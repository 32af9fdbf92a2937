import type { EntradaAcesso } from './tabela-acesso.ts';

/** The audit trail (issue 15): the whole of it for administrators, a solution's for staff. */
export const ENTRADAS_AUDITORIA: EntradaAcesso[] = [
  {
    rota: 'GET /api/auditoria',
    acesso: 'admin',
    amostra: () => ({ url: '/api/auditoria?acao=login.sucesso&tamanho=5' }),
  },
  {
    rota: 'GET /api/auditoria/registros.csv',
    acesso: 'admin',
    amostra: () => ({ url: '/api/auditoria/registros.csv?acao=login.sucesso' }),
  },
  {
    rota: 'GET /api/proposta/:id/auditoria',
    acesso: 'staff',
    amostra: (f) => ({ url: `/api/proposta/${f.propostaA}/auditoria` }),
  },
];
