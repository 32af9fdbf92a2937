import type { FastifyInstance } from 'fastify';
import { injectAs, registerCompanyUser, type Sessao, type UsuarioDeTeste } from './fixtures.ts';

/** Company membership by request and acceptance (docs/decisions/011), for the tests. */

type Membro = Pick<UsuarioDeTeste, 'cnpj'> & Sessao;

/** Registers into `membro`'s company: the new account is a pending request. */
export const registerPedidoNaEmpresa = (
  app: FastifyInstance,
  membro: Membro,
  overrides: Record<string, unknown> = {},
) =>
  registerCompanyUser(app, { empresa: { id: membro.empresaId, cnpj: membro.cnpj }, ...overrides });

/** `membro` answers a request from the team page; throws with the answer if refused. */
export async function decidirPedido(
  app: FastifyInstance,
  membro: Sessao,
  usuarioId: string,
  acao: 'aceite' | 'recusa' = 'aceite',
) {
  const response = await injectAs(app, membro, {
    method: 'POST',
    url: `/api/empresa/equipe/${usuarioId}/${acao}`,
  });
  if (response.statusCode !== 200) throw new Error(`${acao} recusado: ${response.body}`);
}

/** An active colleague: registered into `membro`'s company and accepted by them. */
export async function registerColega(
  app: FastifyInstance,
  membro: Membro,
  overrides: Record<string, unknown> = {},
): Promise<UsuarioDeTeste> {
  const colega = await registerPedidoNaEmpresa(app, membro, overrides);
  await decidirPedido(app, membro, colega.id);
  return colega;
}
