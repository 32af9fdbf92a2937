/**
 * Two servers on one PostgreSQL: a save from an old copy is refused whichever
 * instance received either save, and of simultaneous saves through both exactly one wins; the
 * list an instance keeps shows a save through the other at once.
 * Only where there is a PostgreSQL (TEST_DATABASE_URL).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { criarProposta, novaProposta } from '../../../test/fixtures-proposta.ts';
import { injectAs, login, signedInCompanyUser, type Sessao } from '../../../test/fixtures.ts';
import { freshTestDatabase } from '../../../test/helper.ts';

let a: FastifyInstance;
let b: FastifyInstance;
let apagar: () => Promise<void>;
let usuarioId: string;
let sessaoA: Sessao;
let sessaoB: Sessao;

beforeAll(async () => {
  const banco = await freshTestDatabase();
  apagar = banco.drop;
  const config = {
    databaseUrl: banco.url,
    databaseSchema: banco.schema,
    logLevel: 'silent' as const,
  };
  a = buildApp(config);
  await a.ready();
  b = buildApp(config);
  await b.ready();
  const usuario = await signedInCompanyUser(a);
  sessaoA = usuario;
  usuarioId = usuario.id;
  sessaoB = await login(b, usuario);
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await apagar?.();
});

const salvar = (app: FastifyInstance, sessao: Sessao, id: string, titulo: string, versao: number) =>
  injectAs(app, sessao, {
    method: 'POST',
    url: '/api/proposta',
    payload: { ...novaProposta(), id, titulo, versao },
  });

it('a cópia antiga é recusada na outra instância, e só uma de 20 gravações simultâneas passa', async () => {
  const id = await criarProposta(a, sessaoA);
  expect((await salvar(a, sessaoA, id, 'Pela instância A', 1)).statusCode).toBe(200);
  const antiga = await salvar(b, sessaoB, id, 'Pela instância B', 1);
  expect(antiga.statusCode).toBe(409);
  expect(antiga.json().message).toContain('Título da solução');

  const respostas = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      i % 2 ? salvar(a, sessaoA, id, `Título ${i}`, 2) : salvar(b, sessaoB, id, `Título ${i}`, 2),
    ),
  );
  expect(respostas.filter((r) => r.statusCode === 200)).toHaveLength(1);
  expect(respostas.filter((r) => r.statusCode === 409)).toHaveLength(19);
  const final = await injectAs(b, sessaoB, { method: 'GET', url: `/api/proposta/${id}` });
  expect(final.json().versao).toBe(3);
});

it('a lista guardada numa instância mostra em seguida o que se salvou na outra', async () => {
  const id = await criarProposta(a, sessaoA, novaProposta({ titulo: 'Antes' }));
  const listaEmB = async () =>
    (await injectAs(b, sessaoB, { method: 'GET', url: `/api/proposta/usuario/${usuarioId}` }))
      .json<{ propostaID: string; tituloProposta: string }[]>()
      .find((linha) => linha.propostaID === id)?.tituloProposta;
  expect(await listaEmB()).toBe('Antes');
  expect((await salvar(a, sessaoA, id, 'Depois, pela instância A', 1)).statusCode).toBe(200);
  expect(await listaEmB()).toBe('Depois, pela instância A');
});
