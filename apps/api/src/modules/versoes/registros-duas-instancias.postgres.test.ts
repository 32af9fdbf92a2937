/**
 * Two servers on one PostgreSQL, for the records besides a solution: a save from an
 * old copy is refused whichever instance received either save, and of simultaneous saves through
 * both exactly one wins. Only where there is a PostgreSQL (TEST_DATABASE_URL).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  adminDeTeste,
  signedInAdmin,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import {
  injectAs,
  login,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import { freshTestDatabase } from '../../../test/helper.ts';

/** A signed-in caller: the company user's sessions and the administrators'. */
type ComCookie = { cookie: string };

const ADMIN = adminDeTeste();
let a: FastifyInstance;
let b: FastifyInstance;
let apagar: () => Promise<void>;
let adminA: MembroComSessao;
let adminB: MembroComSessao;

beforeAll(async () => {
  const banco = await freshTestDatabase();
  apagar = banco.drop;
  const config = {
    databaseUrl: banco.url,
    databaseSchema: banco.schema,
    logLevel: 'silent' as const,
    admin: ADMIN,
  };
  a = buildApp(config);
  await a.ready();
  b = buildApp(config);
  await b.ready();
  adminA = await signedInAdmin(a, ADMIN);
  adminB = await signedInAdmin(b, ADMIN);
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await apagar?.();
});

const calendario = (app: FastifyInstance, sessao: ComCookie, dia: number, versao: number) =>
  injectAs(app, sessao, {
    method: 'PUT',
    url: '/api/calendario',
    payload: {
      aberturaInscricoes: '2020-01-01T08:00',
      prazoEnvio: `2090-01-${String(dia).padStart(2, '0')}T18:00`,
      toleranciaMinutos: 0,
      divulgacaoResultados: null,
      versao,
    },
  });

it('calendário: a cópia antiga é recusada na outra instância, e só uma de 20 gravações passa', async () => {
  expect((await calendario(a, adminA, 1, 1)).statusCode).toBe(200);
  const antiga = await calendario(b, adminB, 2, 1);
  expect(antiga.statusCode).toBe(409);
  expect(antiga.json().message).toContain('Prazo para envio do PDF assinado');

  const respostas = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      i % 2 ? calendario(a, adminA, i + 3, 2) : calendario(b, adminB, i + 3, 2),
    ),
  );
  expect(respostas.filter((r) => r.statusCode === 200)).toHaveLength(1);
  expect(respostas.filter((r) => r.statusCode === 409)).toHaveLength(19);
  const final = await injectAs(b, adminB, { method: 'GET', url: '/api/calendario/configuracao' });
  expect(final.json().versao).toBe(3);
});

it('dados do usuário: salvos por uma instância, a cópia antiga é recusada pela outra', async () => {
  const usuario: UsuarioDeTeste & Sessao = await signedInCompanyUser(a);
  const outra = await login(b, usuario);
  const salvar = (app: FastifyInstance, sessao: ComCookie, cargo: string) =>
    injectAs(app, sessao, {
      method: 'POST',
      url: '/api/cadastro/usuario',
      payload: {
        id: usuario.id,
        nome: usuario.cadastro.nome,
        email: usuario.email,
        senhaAtual: usuario.senha,
        telefones: usuario.cadastro.telefones,
        cargo,
        departamento: usuario.cadastro.departamento,
        versao: 1,
      },
    });
  expect((await salvar(a, usuario, 'Diretora')).statusCode).toBe(200);
  const antiga = await salvar(b, outra, 'Gerente');
  expect(antiga.statusCode).toBe(409);
  expect(antiga.json().issues).toEqual([
    { path: 'cargo', message: expect.stringMatching(/^Alterado por /) },
  ]);
});
