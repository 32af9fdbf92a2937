import { novoIp } from '../fixtures.ts';
import { novoCadastroGestor } from '../fixtures-gestor.ts';
import type { EntradaAcesso } from './tabela-acesso.ts';

/** Municipal managers' accounts: sign-up, own profile, and the staff's verification. */
export const ENTRADAS_GESTOR: EntradaAcesso[] = [
  {
    rota: 'POST /api/gestor/cadastro',
    acesso: 'public',
    sucesso: 201,
    amostra: () => ({
      url: '/api/gestor/cadastro',
      payload: novoCadastroGestor(),
      remoteAddress: novoIp(),
    }),
  },
  {
    // Any signed-in person reaches it; only a manager (verified or not) has a profile to read.
    rota: 'GET /api/gestor/perfil',
    acesso: 'user',
    excecoes: {
      empresaA: 404,
      empresaB: 404,
      pendenteA: 404,
      pendente: 404,
      analista: 404,
      administrador: 404,
    },
    amostra: () => ({ url: '/api/gestor/perfil' }),
  },
  {
    rota: 'GET /api/gestor/pendentes',
    acesso: 'staff',
    amostra: () => ({ url: '/api/gestor/pendentes' }),
  },
  {
    rota: 'POST /api/gestor/:id/decisao',
    acesso: 'staff',
    amostra: async (f) => ({
      url: `/api/gestor/${await f.novoGestorPendente()}/decisao`,
      payload: { aprovar: false, motivo: 'O cargo não consta no portal da prefeitura.' },
    }),
  },

  // The selection: the verified manager's own, so the matrix's manager is its only owner.
  {
    rota: 'GET /api/gestor/selecao',
    acesso: 'gestor',
    amostra: () => ({ url: '/api/gestor/selecao' }),
  },
  {
    rota: 'POST /api/gestor/selecao',
    acesso: 'gestor',
    amostra: (f) => ({ url: '/api/gestor/selecao', payload: { propostaId: f.publicada.id } }),
  },
  {
    rota: 'DELETE /api/gestor/selecao/:propostaId',
    acesso: 'gestor',
    amostra: async (f) => {
      await f.naSelecaoDoGestor();
      return { url: `/api/gestor/selecao/${f.outraPublicada}` };
    },
  },
  {
    rota: 'POST /api/gestor/selecao/comparacao',
    acesso: 'gestor',
    amostra: async (f) => {
      await f.naSelecaoDoGestor();
      return {
        url: '/api/gestor/selecao/comparacao',
        payload: { propostaIds: [f.publicada.id, f.outraPublicada] },
      };
    },
  },
];
