import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signedInCompanyUser } from '../../test/fixtures.ts';
import { buildTestApp } from '../../test/helper.ts';
import { agoraDoBanco } from '../../test/agora-do-banco.ts';
import { sessao } from '../infra/db/schema.ts';
import { sessionIdOf } from './session.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const tokenOf = (cookie: string) => cookie.split('=')[1]!;
const autenticado = (cookie: string) =>
  injectAs(app, { cookie }, { method: 'GET', url: '/api/autenticado' });
const ajustar = (cookie: string, valores: { ultimoUsoEm?: SQL; expiraEm?: SQL }) =>
  app.db
    .update(sessao)
    .set(valores)
    .where(eq(sessao.id, sessionIdOf(tokenOf(cookie))));

describe('sessões no banco', () => {
  it('guarda só o SHA-256 do token, nunca o token', async () => {
    const { cookie, id } = await signedInCompanyUser(app);
    const rows = await app.db.select().from(sessao).where(eq(sessao.usuarioId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(sessionIdOf(tokenOf(cookie)));
    expect(rows[0]!.id).not.toContain(tokenOf(cookie));
    expect(rows[0]!.expiraEm.getTime() - rows[0]!.criadaEm.getTime()).toBe(12 * 60 * 60 * 1000);
  });

  it('expira depois de 2 horas sem uso', async () => {
    const { cookie } = await signedInCompanyUser(app);
    expect((await autenticado(cookie)).statusCode).toBe(200);
    await ajustar(cookie, { ultimoUsoEm: sql`now() - interval '2 hours 1 minute'` });
    expect((await autenticado(cookie)).statusCode).toBe(401);
  });

  it('expira depois de 12 horas mesmo em uso', async () => {
    const { cookie } = await signedInCompanyUser(app);
    await ajustar(cookie, { expiraEm: sql`now() - interval '1 second'` });
    expect((await autenticado(cookie)).statusCode).toBe(401);
  });

  it('renova o último uso no máximo uma vez por minuto', async () => {
    const { cookie } = await signedInCompanyUser(app);
    const id = sessionIdOf(tokenOf(cookie));
    const ultimoUso = async () =>
      (await app.db.select().from(sessao).where(eq(sessao.id, id)))[0]!.ultimoUsoEm.getTime();
    await ajustar(cookie, { ultimoUsoEm: sql`now() - interval '30 seconds'` });
    const antes = await ultimoUso();
    await autenticado(cookie);
    expect(await ultimoUso()).toBe(antes);
    await ajustar(cookie, { ultimoUsoEm: sql`now() - interval '90 minutes'` });
    const antesDoUso = await agoraDoBanco(app);
    await autenticado(cookie);
    expect(await ultimoUso()).toBeGreaterThanOrEqual(antesDoUso);
  });

  it('um novo login troca o token e encerra a sessão que a requisição trazia', async () => {
    const user = await signedInCompanyUser(app);
    const response = await injectAs(app, user, {
      method: 'POST',
      url: '/api/login',
      payload: { login: user.email, SenhaAtual: user.senha },
      remoteAddress: user.ip,
    });
    const novo = response.cookies.find((c) => c.name === 'portal_sessao')!.value;
    expect(novo).not.toBe(tokenOf(user.cookie));
    expect((await autenticado(user.cookie)).statusCode).toBe(401);
    expect((await autenticado(`portal_sessao=${novo}`)).statusCode).toBe(200);
  });
});
