import { injectAs, SENHA_FORTE } from '../fixtures.ts';
import type { FixturesAcesso } from './fixtures-acesso.ts';
import type { EntradaAcesso } from './tabela-acesso.ts';

/** An open request of company A's user, made for each call that answers one. */
async function pedidoAberto(f: FixturesAcesso): Promise<string> {
  const response = await injectAs(f.app, f.empresaA, {
    method: 'POST',
    url: '/api/pedidos-titular',
    payload: { tipo: 'oposicao', descricao: 'Não quero receber e-mails de divulgação.' },
  });
  return response.json().pedido.id;
}

/** The privacy notice, the terms, "Meus dados" and requests about personal data. */
export const ENTRADAS_PRIVACIDADE: EntradaAcesso[] = [
  { rota: 'GET /api/privacidade', acesso: 'public', amostra: () => ({ url: '/api/privacidade' }) },
  {
    rota: 'PUT /api/privacidade/contato',
    acesso: 'admin',
    amostra: () => ({
      url: '/api/privacidade/contato',
      payload: {
        controladorNome: 'Secretaria de Desenvolvimento Econômico',
        controladorContato: 'Rua Boa Vista, 170 — São Paulo/SP',
        encarregadoNome: 'Encarregada de Dados',
        encarregadoEmail: 'encarregada@sde.sp.gov.br',
      },
    }),
  },
  {
    rota: 'GET /api/termos/versoes',
    acesso: 'admin',
    amostra: () => ({ url: '/api/termos/versoes' }),
  },
  {
    rota: 'POST /api/termos/versoes',
    acesso: 'admin',
    sucesso: 201,
    amostra: () => ({
      url: '/api/termos/versoes',
      payload: { resumo: 'Prazo de guarda revisto.' },
    }),
  },
  {
    rota: 'POST /api/termos/aceite',
    acesso: 'user',
    amostra: async (f) => {
      const { termos } = (await f.app.inject({ method: 'GET', url: '/api/privacidade' })).json();
      // An administrator's row publishes a version; the rows after it (the staff in conflict)
      // still act through the fixtures' sessions in their samples.
      await f.aceitarTermos(termos.versao);
      return { url: '/api/termos/aceite', payload: { versao: termos.versao } };
    },
  },
  { rota: 'GET /api/meus-dados', acesso: 'user', amostra: () => ({ url: '/api/meus-dados' }) },
  {
    rota: 'GET /api/meus-dados/meus-dados.json',
    acesso: 'user',
    amostra: () => ({ url: '/api/meus-dados/meus-dados.json' }),
  },
  {
    rota: 'GET /api/meus-dados/meus-dados.html',
    acesso: 'user',
    amostra: () => ({ url: '/api/meus-dados/meus-dados.html' }),
  },
  {
    // Reaching the handler is what the matrix proves: a wrong password answers 400 to an admitted
    // caller (a right one would erase the fixtures' accounts). Staff are refused in the route's
    // policy: their accounts are deactivated by an administrator.
    rota: 'POST /api/meus-dados/exclusao',
    acesso: 'user',
    sucesso: 400,
    excecoes: { pendente: 403, analista: 403, administrador: 403 },
    amostra: () => ({
      url: '/api/meus-dados/exclusao',
      payload: { senhaAtual: `${SENHA_FORTE}-errada` },
    }),
  },
  {
    rota: 'POST /api/pedidos-titular',
    acesso: 'user',
    sucesso: 201,
    amostra: () => ({
      url: '/api/pedidos-titular',
      payload: { tipo: 'confirmacao', descricao: 'Quais dados meus o portal guarda?' },
    }),
  },
  {
    rota: 'GET /api/pedidos-titular',
    acesso: 'admin',
    amostra: () => ({ url: '/api/pedidos-titular?situacao=todos' }),
  },
  {
    rota: 'POST /api/pedidos-titular/:id/resposta',
    acesso: 'admin',
    amostra: async (f) => ({
      url: `/api/pedidos-titular/${await pedidoAberto(f)}/resposta`,
      payload: { resposta: 'Não enviamos e-mails de divulgação; só os da chamada.' },
    }),
  },
];
