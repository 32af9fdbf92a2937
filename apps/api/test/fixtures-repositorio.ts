import type { FastifyInstance } from 'fastify';
import { STATUS_PROPOSTA, type PaginaSolucoes, type Proposta } from '@portal/domain';
import { criarProposta, definirStatus, novaProposta } from './fixtures-proposta.ts';

/** Published solutions for the tests of the public repository. */

type Sessao = { cookie: string };

/** Creates a proposal through the API and publishes it (status 10); returns its id. */
export async function solucaoPublicada(
  app: FastifyInstance,
  sessao: Sessao,
  overrides: Partial<Proposta> = {},
): Promise<string> {
  const id = await criarProposta(app, sessao, novaProposta(overrides));
  await definirStatus(app, id, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
  return id;
}

/** The `/api/solucoes` answer for a query string, asserting it succeeded. */
export async function buscarSolucoes(app: FastifyInstance, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/solucoes${query}` });
  if (response.statusCode !== 200) {
    throw new Error(`busca recusada: ${response.statusCode} ${response.body}`);
  }
  return response.json() as PaginaSolucoes;
}
