import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessao, tentativa } from '../../infra/db/schema.ts';
import { tokenConta } from '../../infra/db/schema-email.ts';
import { esperarAte } from '../../../test/esperar-ate.ts';
import { injectAs, signedInCompanyUser } from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { FILA_LIMPEZA } from './trabalho-limpeza.ts';

const HORA = 60 * 60 * 1000;
const DIA = 24 * HORA;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ filaIntervaloSegundos: 0.5 });
  await app.ready();
});
afterAll(() => app.close());

const contar = async (tabela: typeof sessao | typeof tentativa | typeof tokenConta) =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(tabela))[0]!.n;

it('a limpeza, um trabalho da fila de hora em hora, tira só o que venceu', async () => {
  const agora = Date.now();
  const pessoa = await signedInCompanyUser(app);
  const usuarioId = pessoa.id;
  await app.db.insert(sessao).values([
    { id: 'a'.repeat(64), usuarioId, expiraEm: new Date(agora - HORA) },
    // Idle for longer than a session may rest.
    {
      id: 'b'.repeat(64),
      usuarioId,
      expiraEm: new Date(agora + DIA),
      ultimoUsoEm: new Date(agora - 3 * HORA),
    },
  ]);
  await app.db.insert(tentativa).values([
    { chave: 'login-email:velha', janela: new Date(agora - 2 * DIA), contagem: 3 },
    { chave: 'login-email:atual', janela: new Date(agora - HORA), contagem: 3 },
  ]);
  const token = (hash: string, expiraEm: Date) => ({
    hash: hash.repeat(64),
    usuarioId,
    finalidade: 'redefinicao' as const,
    email: pessoa.email,
    criadoEm: new Date(expiraEm.getTime() - HORA),
    expiraEm,
  });
  await app.db
    .insert(tokenConta)
    .values([token('c', new Date(agora - 31 * DIA)), token('d', new Date(agora - DIA))]);
  const sessoesAntes = await contar(sessao);

  await app.queue.enviar(FILA_LIMPEZA, {});
  app.queue.acordar(FILA_LIMPEZA);
  await esperarAte(async () => (await contar(sessao)) === sessoesAntes - 2);

  const chaves = (await app.db.select().from(tentativa)).map((t) => t.chave);
  expect(chaves).toContain('login-email:atual');
  expect(chaves).not.toContain('login-email:velha');
  // A link expired yesterday still says "expirado"; one expired a month ago is gone.
  const tokens = (await app.db.select({ hash: tokenConta.hash }).from(tokenConta)).map(
    (t) => t.hash,
  );
  expect(tokens).toContain('d'.repeat(64));
  expect(tokens).not.toContain('c'.repeat(64));
  // The session in use survives.
  const eu = await injectAs(app, pessoa, { method: 'GET', url: '/api/autenticado' });
  expect(eu.json().autenticado).toBe(true);

  // Scheduled once per hour, in the queue's own table: one run whatever the instances.
  const agendas = (await app.db.execute(
    sql`select cron from schedule where name = ${FILA_LIMPEZA}`,
  )) as unknown as { rows: { cron: string }[] };
  expect(agendas.rows).toEqual([{ cron: '7 * * * *' }]);
  expect(
    await app.db
      .select()
      .from(sessao)
      .where(eq(sessao.id, 'a'.repeat(64))),
  ).toEqual([]);
});
