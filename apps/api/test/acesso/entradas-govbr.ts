import { novoCadastro, novoIp } from '../fixtures.ts';
import { novoCadastroGestor } from '../fixtures-gestor.ts';
import type { EntradaAcesso } from './tabela-acesso.ts';

/**
 * "Entrar com gov.br". The matrix's app has no gov.br credentials, so past the access
 * check every route but the first and the last answers 404 "não está disponível": what matters here is who
 * gets that far. The flow itself, with a local provider, is in modules/govbr/*.test.ts.
 */
export const ENTRADAS_GOVBR: EntradaAcesso[] = [
  {
    rota: 'GET /api/govbr',
    acesso: 'public',
    amostra: () => ({ url: '/api/govbr' }),
  },
  {
    // Anyone: whoever signs in has no session yet.
    rota: 'GET /api/govbr/entrar',
    acesso: 'public',
    sucesso: 404,
    amostra: () => ({ url: '/api/govbr/entrar?area=empresa', remoteAddress: novoIp() }),
  },
  {
    rota: 'GET /api/govbr/retorno',
    acesso: 'public',
    sucesso: 404,
    amostra: () => ({ url: '/api/govbr/retorno?code=abc&state=def' }),
  },
  {
    rota: 'GET /api/govbr/pendente',
    acesso: 'public',
    sucesso: 404,
    amostra: () => ({ url: '/api/govbr/pendente' }),
  },
  {
    rota: 'POST /api/govbr/vincular',
    acesso: 'public',
    sucesso: 404,
    amostra: () => ({ url: '/api/govbr/vincular', payload: { senha: 'Qualquer!Senha1' } }),
  },
  {
    rota: 'PUT /api/govbr/cadastro',
    acesso: 'public',
    sucesso: 404,
    amostra: () => ({ url: '/api/govbr/cadastro', payload: novoCadastro() }),
  },
  {
    // Anyone, signed in or not: only the pending identity's cookie counts, and without gov.br
    // there is none (404) for any role.
    rota: 'POST /api/govbr/cadastro-gestor',
    acesso: 'public',
    excecoes: {
      anonimo: 404,
      empresaA: 404,
      empresaB: 404,
      pendenteA: 404,
      pendente: 404,
      gestor: 404,
      gestorPendente: 404,
      analista: 404,
      administrador: 404,
    },
    conflito: { analistaComConflito: 404, administradorComConflito: 404 },
    amostra: () => ({
      url: '/api/govbr/cadastro-gestor',
      payload: novoCadastroGestor(),
      remoteAddress: novoIp(),
    }),
  },
  {
    rota: 'GET /api/govbr/vinculo',
    acesso: 'user',
    amostra: () => ({ url: '/api/govbr/vinculo' }),
  },
  {
    // Any signed-in person: every password dialog asks it whether to offer gov.br.
    rota: 'GET /api/govbr/confirmacao',
    acesso: 'user',
    excecoes: {
      anonimo: 401,
      empresaA: 200,
      empresaB: 200,
      pendenteA: 200,
      pendente: 200,
      gestor: 200,
      gestorPendente: 200,
      analista: 200,
      administrador: 200,
    },
    amostra: () => ({ url: '/api/govbr/confirmacao' }),
  },
  {
    // Signed-in only; past the check, gov.br is off here (404).
    rota: 'GET /api/govbr/confirmar',
    acesso: 'user',
    excecoes: {
      anonimo: 401,
      empresaA: 404,
      empresaB: 404,
      pendenteA: 404,
      pendente: 404,
      gestor: 404,
      gestorPendente: 404,
      analista: 404,
      administrador: 404,
    },
    amostra: () => ({ url: '/api/govbr/confirmar?destino=/painel/meus-dados' }),
  },
];
