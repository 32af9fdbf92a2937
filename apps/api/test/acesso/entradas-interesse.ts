import type { EntradaAcesso } from './tabela-acesso.ts';

/**
 * What municipal managers do after finding a solution (write to its company, tell the outcome)
 * and what the companies and the public read of it.
 */
export const ENTRADAS_INTERESSE: EntradaAcesso[] = [
  {
    rota: 'POST /api/gestor/solucoes/:id/contato',
    acesso: 'gestor',
    sucesso: 201,
    amostra: (f) => ({
      url: `/api/gestor/solucoes/${f.publicada.id}/contato`,
      payload: { assunto: 'Interesse do município', texto: 'Atende cidades médias?' },
    }),
  },
  {
    rota: 'GET /api/gestor/contatos',
    acesso: 'gestor',
    amostra: () => ({ url: '/api/gestor/contatos' }),
  },
  {
    rota: 'GET /api/gestor/desfechos',
    acesso: 'gestor',
    amostra: () => ({ url: '/api/gestor/desfechos' }),
  },
  {
    rota: 'POST /api/gestor/desfechos',
    acesso: 'gestor',
    sucesso: 201,
    amostra: (f) => ({
      url: '/api/gestor/desfechos',
      payload: { propostaId: f.publicada.id, tipo: 'testada-cpsi' },
    }),
  },
  {
    rota: 'GET /api/empresa/interesse-municipios',
    acesso: 'company',
    amostra: () => ({ url: '/api/empresa/interesse-municipios' }),
  },
  {
    rota: 'GET /api/solucoes/estatisticas.json',
    acesso: 'public',
    amostra: () => ({ url: '/api/solucoes/estatisticas.json' }),
  },
];
