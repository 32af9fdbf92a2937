// @module-tag dois-bancos
/**
 * The database going away must never take the process with it: requests answer 503 in Portuguese
 * while it is gone, readiness says so, liveness does not, and service comes back by itself. On
 * PostgreSQL (TEST_DATABASE_URL, set by CI) the app's own connections are really terminated with
 * pg_terminate_backend and then cut by a TCP proxy; on PGlite, which has no connections to lose,
 * the same story runs with the database calls failing as node-postgres reports it.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MENSAGENS_HTTP } from '@portal/domain';
import { applicationNameFor } from '../../src/infra/db/client.ts';
import { injectAs, signedInCompanyUser, type Sessao } from '../fixtures.ts';
import { buildTestApp, freshTestDatabase } from '../helper.ts';
import { criarProxyTcp } from './proxy-tcp.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

interface Banco {
  app: FastifyInstance;
  /** Ends the app's open connections, as a database restart does; the database stays up. */
  terminarConexoes(): Promise<void>;
  /** The database becomes unreachable: 'recusa' refuses connections, 'silencia' never answers. */
  desligar(modo: 'recusa' | 'silencia'): Promise<void>;
  religar(): Promise<void>;
  fechar(): Promise<void>;
}

async function bancoPostgres(url: string): Promise<Banco> {
  const destino = new URL(url);
  const proxy = await criarProxyTcp({ host: destino.hostname, port: Number(destino.port || 5432) });
  const database = await freshTestDatabase();
  const viaProxy = new URL(url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const app = await buildTestApp({
    databaseUrl: viaProxy.toString(),
    databaseSchema: database.schema,
  });
  return {
    app,
    async terminarConexoes() {
      // Only this app's backends, told apart by the application_name its pool sets.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ terminado: boolean }>(
          `select pg_terminate_backend(pid) as terminado from pg_stat_activity
           where application_name = $1`,
          [applicationNameFor(database.schema)],
        );
        expect(rows.length).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
    },
    desligar: async (modo) => proxy.mudar(modo),
    religar: async () => proxy.mudar('passa'),
    async fechar() {
      await app.close();
      await proxy.fechar();
      await database.drop();
    },
  };
}

async function bancoPglite(): Promise<Banco> {
  const app = await buildTestApp();
  await app.ready();
  const erro = (message: string, code: string) => Object.assign(new Error(message), { code });
  const falhar = (error: Error) => () => {
    throw error;
  };
  return {
    app,
    async terminarConexoes() {
      // A few queries fail as those on a terminated backend do; the next ones find the database.
      const encerrada = erro('terminating connection due to administrator command', '57P01');
      const spy = vi.spyOn(app.db, 'select');
      for (let i = 0; i < 5; i++) spy.mockImplementationOnce(falhar(encerrada));
    },
    async desligar() {
      vi.spyOn(app.db, 'select').mockImplementation(
        falhar(erro('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
      );
    },
    religar: async () => {
      vi.restoreAllMocks();
    },
    fechar: () => app.close(),
  };
}

let banco: Banco;
let sessao: Sessao;
beforeAll(async () => {
  banco = TEST_DATABASE_URL ? await bancoPostgres(TEST_DATABASE_URL) : await bancoPglite();
  sessao = await signedInCompanyUser(banco.app);
});
afterAll(() => banco?.fechar());

const autenticado = () => injectAs(banco.app, sessao, { method: 'GET', url: '/api/autenticado' });
const get = (url: string) => banco.app.inject({ method: 'GET', url });

/** Repeats `pedir` until `condicao` holds for its answer (each try is a real request). */
async function ate(
  pedir: () => Promise<LightMyRequestResponse>,
  condicao: (r: LightMyRequestResponse) => boolean,
) {
  for (;;) {
    const resposta = await pedir();
    if (condicao(resposta)) return resposta;
  }
}

/** Requests from several clients at once, until stopped; returns every answer's status. */
function carga(clientes = 8) {
  let parar = false;
  const respostas: LightMyRequestResponse[] = [];
  const trabalhos = Array.from({ length: clientes }, async () => {
    while (!parar) respostas.push(await autenticado());
  });
  return {
    respostas,
    async parar() {
      parar = true;
      await Promise.all(trabalhos);
      return respostas;
    },
  };
}

const esperarIndisponivel = (r: LightMyRequestResponse) => {
  expect(r.statusCode).toBe(503);
  expect(r.json().message).toBe(MENSAGENS_HTTP.servicoIndisponivel);
};

describe('banco de dados fora do ar', () => {
  it('conexões encerradas no meio das requisições: 503 ou 200, nunca 500, e volta sozinho', async () => {
    const emCurso = carga();
    await ate(autenticado, (r) => r.statusCode === 200);
    await banco.terminarConexoes();
    await ate(autenticado, (r) => r.statusCode === 200);
    const respostas = await emCurso.parar();
    for (const r of respostas) expect([200, 503]).toContain(r.statusCode);
    for (const r of respostas.filter((r) => r.statusCode === 503)) esperarIndisponivel(r);
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('enquanto o banco está fora: 503 em português, prontidão 503, vivacidade 200', async () => {
    const emCurso = carga();
    await banco.desligar('recusa');
    const recusada = await ate(autenticado, (r) => r.statusCode !== 200);
    esperarIndisponivel(recusada);
    expect(recusada.headers['retry-after']).toBe('5');
    expect(recusada.body).not.toMatch(/ECONNREFUSED|terminat/i);
    esperarIndisponivel(await get('/api/health/ready'));
    esperarIndisponivel(await get('/api/health'));
    expect((await get('/api/health/live')).statusCode).toBe(200);
    // Lookups are served from memory and pages need no database: they keep working.
    expect((await get('/api/utils/estados')).statusCode).toBe(200);

    await banco.religar();
    await ate(
      () => get('/api/health/ready'),
      (r) => r.statusCode === 200,
    );
    expect((await autenticado()).statusCode).toBe(200);
    const respostas = await emCurso.parar();
    for (const r of respostas) expect([200, 503]).toContain(r.statusCode);
  });

  it('um banco que não responde (rede caída) dá 503 pelo tempo-limite, sem pendurar', async () => {
    await banco.desligar('silencia');
    esperarIndisponivel(await get('/api/health/ready'));
    esperarIndisponivel(await autenticado());
    await banco.religar();
    await ate(autenticado, (r) => r.statusCode === 200);
  });
});
