import type { FastifyInstance } from 'fastify';
import { STATUS_PROPOSTA, type PaginaSolucoes, type Proposta } from '@portal/domain';
import { injectAs, signedInCompanyUser } from './fixtures.ts';
import { signedInStaff } from './fixtures-equipe.ts';
import {
  criarProposta,
  definirStatus,
  enviarArquivo,
  enviarProvaCnpj,
  JPEG,
  novaProposta,
  PDF,
} from './fixtures-proposta.ts';

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

/**
 * A solution titled 'Semáforo que conversa' with two photos (`foto` as fachada.png, then
 * rua.jpg), a PDF among the photos, a portfolio and the signed form, published by an analyst
 * through the staff route. Returns its id and the files' ids by name.
 */
export async function solucaoComArquivos(app: FastifyInstance, foto: Buffer) {
  const empresa = await signedInCompanyUser(app);
  await enviarProvaCnpj(app, empresa);
  const id = await criarProposta(app, empresa, novaProposta({ titulo: 'Semáforo que conversa' }));
  const arquivos: Record<string, string> = {};
  const anexos: [string, Buffer, string][] = [
    ['fotos', foto, 'fachada.png'],
    ['fotos', JPEG, 'rua.jpg'],
    ['fotos', PDF, 'folder.pdf'],
    ['documentosentregues/portfolios', PDF, 'portfolio.pdf'],
    ['formassinado', PDF, 'assinado.pdf'],
  ];
  for (const [caminho, bytes, nome] of anexos) {
    const response = await enviarArquivo(app, empresa, id, caminho, bytes, nome);
    arquivos[nome] = response.json().idCriadoGuid;
  }
  const status = await injectAs(app, await signedInStaff(app, 4), {
    method: 'POST',
    url: '/api/proposta/status',
    payload: { idProposta: id, idStatusProposta: STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL },
  });
  if (status.statusCode !== 200) throw new Error(`publicação recusada: ${status.body}`);
  return { id, arquivos };
}
