import type { EntradaAcesso } from './tabela-acesso.ts';

/**
 * The audit trail: the whole of it for administrators, a solution's for staff. Staff
 * in conflict read it too, without the evaluation's records (proven in conflito-portas).
 */
export const ENTRADAS_AUDITORIA: EntradaAcesso[] = [
  {
    rota: 'GET /api/auditoria',
    acesso: 'admin',
    conflito: { analistaComConflito: 403, administradorComConflito: 200 },
    amostra: () => ({ url: '/api/auditoria?acao=login.sucesso&tamanho=5' }),
  },
  {
    rota: 'GET /api/auditoria/registros.csv',
    acesso: 'admin',
    conflito: { analistaComConflito: 403, administradorComConflito: 200 },
    amostra: () => ({ url: '/api/auditoria/registros.csv?acao=login.sucesso' }),
  },
  {
    rota: 'GET /api/proposta/:id/auditoria',
    acesso: 'staff',
    conflito: { analistaComConflito: 200, administradorComConflito: 200 },
    amostra: (f) => ({ url: `/api/proposta/${f.propostaA}/auditoria` }),
  },
];
