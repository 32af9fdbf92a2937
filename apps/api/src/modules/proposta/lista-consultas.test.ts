import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { injectAs, signedInCompanyUser } from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { inserirPropostas, linhaProposta } from '../../../test/semeadura.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

// The job queue and the public pages' version read on timers of their own: not the request's.
const DE_FUNDO = /pgboss|pagina_publica_versao/i;

/**
 * The statements the driver sends while `trabalho` runs: counted under the query builder, so a
 * prepared statement run again (which the builder no longer sees) counts too.
 */
async function consultasDurante(trabalho: () => Promise<unknown>): Promise<number> {
  // The driver drizzle wraps (pg's pool or PGlite), which the shared `Database` type leaves out.
  const cliente = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const textos: string[] = [];
  const original = cliente.query.bind(cliente);
  const contador = vi.spyOn(cliente, 'query').mockImplementation((...args: unknown[]) => {
    const [consulta] = args;
    textos.push(
      typeof consulta === 'string' ? consulta : String((consulta as { text?: string }).text),
    );
    return original(...args);
  });
  try {
    await trabalho();
  } finally {
    contador.mockRestore();
  }
  return textos.filter((texto) => !DE_FUNDO.test(texto)).length;
}

async function empresaCom(solucoes: number) {
  const empresa = await signedInCompanyUser(app);
  await inserirPropostas(
    app.db,
    Array.from({ length: solucoes }, () =>
      linhaProposta({ usuarioId: empresa.id, empresaId: empresa.empresaId }),
    ),
  );
  const listar = async () => {
    const resposta = await injectAs(app, empresa, {
      method: 'GET',
      url: `/api/proposta/usuario/${empresa.id}`,
    });
    expect(resposta.json()).toHaveLength(solucoes);
  };
  return listar;
}

describe('GET /api/proposta/usuario/:userId', () => {
  it('faz as mesmas consultas para 1 ou 50 soluções: nenhuma por linha', async () => {
    const uma = await empresaCom(1);
    const cinquenta = await empresaCom(50);
    // The first list reads the texts of versions it has not seen, all in one query.
    expect(await consultasDurante(cinquenta)).toBe(await consultasDurante(uma));
    // Then, while nothing changes, only the session and the list's version: the list is kept.
    expect(await consultasDurante(uma)).toBe(2);
    expect(await consultasDurante(cinquenta)).toBe(2);
  });
});
