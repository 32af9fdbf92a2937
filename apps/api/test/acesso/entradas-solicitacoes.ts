import { CAMPOS_SOLUCAO, lerCaminho } from '@portal/domain';
import { novaProposta } from '../fixtures-proposta.ts';
import type { EntradaAcesso } from './tabela-acesso.ts';

/** Every revisable text of the sample solution, revised. */
const textoPortalDeExemplo = () => {
  const proposta = novaProposta();
  const textos = CAMPOS_SOLUCAO.filter((campo) => campo.revisavel).map((campo) => [
    campo.coluna,
    lerCaminho(proposta, campo.caminho),
  ]);
  return { ...Object.fromEntries(textos), titulo: `${proposta.titulo} (revisado)` };
};

/**
 * Requests, signed versions and the portal's text: the company's members read,
 * answer and preview; another company gets 404; staff read, ask and revise.
 */
export const ENTRADAS_SOLICITACOES: EntradaAcesso[] = [
  {
    rota: 'POST /api/proposta/:id/solicitacoes',
    acesso: 'staff',
    sucesso: 201,
    amostra: async (f) => ({
      url: `/api/proposta/${await f.novaPropostaA()}/solicitacoes`,
      payload: { solicitacoes: [{ alvo: 'geral', texto: 'Matriz' }] },
    }),
  },
  {
    rota: 'GET /api/proposta/:id/solicitacoes',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({ url: `/api/proposta/${f.emRodadaA.propostaId}/solicitacoes` }),
  },
  {
    rota: 'PUT /api/proposta/:id/solicitacoes/:solicitacaoId/resposta',
    acesso: 'company',
    proprios: { recusa: 404 },
    amostra: ({ emRodadaA }) => ({
      url: `/api/proposta/${emRodadaA.propostaId}/solicitacoes/${emRodadaA.solicitacaoId}/resposta`,
      payload: { resposta: 'Revisada.' },
    }),
  },
  {
    rota: 'GET /api/proposta/:id/envios',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({ url: `/api/proposta/${f.emRodadaA.propostaId}/envios` }),
  },
  {
    rota: 'GET /api/proposta/:id/envios/comparacao',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({
      url: `/api/proposta/${f.emRodadaA.propostaId}/envios/comparacao?de=1&para=1`,
    }),
  },
  {
    rota: 'GET /api/proposta/:id/envios/:numero',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({ url: `/api/proposta/${f.emRodadaA.propostaId}/envios/1` }),
  },
  {
    rota: 'GET /api/proposta/:id/envios/:numero/arquivo/:arquivoId',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: ({ emRodadaA }) => ({
      url: `/api/proposta/${emRodadaA.propostaId}/envios/1/arquivo/${emRodadaA.arquivoId}`,
    }),
  },

  {
    rota: 'GET /api/proposta/:id/texto-portal',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({ url: `/api/proposta/${f.propostaA}/texto-portal` }),
  },
  {
    rota: 'PUT /api/proposta/:id/texto-portal',
    acesso: 'staff',
    amostra: async (f) => ({
      url: `/api/proposta/${await f.emRevisaoDeTextoA()}/texto-portal`,
      payload: { texto: textoPortalDeExemplo() },
    }),
  },
];
