import { AsyncLocalStorage } from 'node:async_hooks';
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

// Work of the app's own runs while `trabalho` does: the queue polling, the outbox retrying the
// sign-up e-mails (no SMTP here), the public pages' version read by timer. On a slow machine one
// of their statements falls in the window now and then. Only those sent from `trabalho`'s own
// asynchronous context are its; a filter on their text missed the outbox's.
const doTrabalho = new AsyncLocalStorage<true>();

/**
 * The statements the driver sends on behalf of `trabalho`: counted under the query builder, so a
 * prepared statement run again (which the builder no longer sees) counts too.
 */
async function consultasDe(trabalho: () => Promise<unknown>): Promise<string[]> {
  // The driver drizzle wraps (pg's pool or PGlite), which the shared `Database` type leaves out.
  const cliente = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const textos: string[] = [];
  const original = cliente.query.bind(cliente);
  const contador = vi.spyOn(cliente, 'query').mockImplementation((...args: unknown[]) => {
    const [consulta] = args;
    if (doTrabalho.getStore())
      textos.push(
        typeof consulta === 'string' ? consulta : String((consulta as { text?: string }).text),
      );
    return original(...args);
  });
  try {
    await doTrabalho.run(true, trabalho);
  } finally {
    contador.mockRestore();
  }
  return textos;
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
    expect(await consultasDe(cinquenta)).toHaveLength((await consultasDe(uma)).length);
    // Then, while nothing changes, only the session and the list's version: the list is kept.
    const sessaoEVersao = [
      expect.stringContaining('from "sessao"'),
      expect.stringContaining('from "versao_lista_empresa"'),
    ];
    expect(await consultasDe(uma)).toEqual(sessaoEVersao);
    expect(await consultasDe(cinquenta)).toEqual(sessaoEVersao);
  });
});
