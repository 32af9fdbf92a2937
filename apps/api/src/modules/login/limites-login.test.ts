/**
 * Sign-in limits count failures only: a whole office behind one address signs in, while guessing
 * one account's password or trying one password on many accounts is still refused.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { novoIp, SENHA_FORTE } from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { inserirEmLotes, inserirEmpresaComUsuario, linhaUsuario } from '../../../test/semeadura.ts';
import { usuario } from '../../infra/db/schema.ts';
import { hashSenha } from './password.ts';

let app: FastifyInstance;
let hash: string;
let empresaId: string;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  // One hash for everybody: 300 argon2 hashes would only slow the test down.
  hash = await hashSenha(SENHA_FORTE);
  ({ empresaId } = await inserirEmpresaComUsuario(app.db));
});
afterAll(() => app.close());

/** Accounts of one company written straight to the database, all with the password SENHA_FORTE. */
async function semearContas(quantidade: number): Promise<string[]> {
  const linhas = Array.from({ length: quantidade }, () =>
    linhaUsuario(empresaId, { senhaHash: hash }),
  );
  await inserirEmLotes(app.db, usuario, linhas);
  return linhas.map((linha) => linha.email);
}

const post = (url: string, payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });
const entrar = (email: string, senha: string, ip: string) =>
  post('/api/login', { login: email, SenhaAtual: senha }, ip);

/** Runs `tarefa` over the items, a few at a time, as people at several desks would. */
async function emParalelo<T, R>(itens: T[], tarefa: (item: T) => Promise<R>, vias = 4) {
  const resultados: R[] = new Array(itens.length);
  let proximo = 0;
  await Promise.all(
    Array.from({ length: vias }, async () => {
      while (proximo < itens.length) {
        const i = proximo++;
        resultados[i] = await tarefa(itens[i]!);
      }
    }),
  );
  return resultados;
}

describe('limites de entrada', () => {
  it('300 pessoas atrás de um endereço passam pelo e-mail e entram dentro da janela', async () => {
    const escritorio = novoIp();
    const emails = await semearContas(300);
    const statuses = await emParalelo(emails, async (email) => {
      const existe = await post('/api/login/exists', { email }, escritorio);
      expect(existe.body).toBe('1');
      return (await entrar(email, SENHA_FORTE, escritorio)).statusCode;
    });
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // 300 argon2 checks (about 30 ms each on an idle core) take their time on a shared machine.
  }, 300_000);

  it('11 senhas erradas para uma conta: as 10 primeiras 401, a 11ª 429', async () => {
    const [email] = await semearContas(1);
    const statuses: number[] = [];
    // From different addresses: the per-account limit does not depend on where guesses come from.
    for (let i = 0; i < 11; i++)
      statuses.push((await entrar(email!, 'Errada@2025x', novoIp())).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it('60 senhas erradas em 60 contas a partir de um endereço: 429 (credenciais vazadas)', async () => {
    const atacante = novoIp();
    const emails = await semearContas(60);
    const statuses: number[] = [];
    for (const email of emails)
      statuses.push((await entrar(email, 'Errada@2025x', atacante)).statusCode);
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(50).every((status) => status === 429)).toBe(true);
    // Another address is not held up by the attacker's.
    expect((await entrar(emails[0]!, SENHA_FORTE, novoIp())).statusCode).toBe(200);
  }, 120_000);

  it('quem errou e depois acertou não gasta a cota do endereço com o acerto', async () => {
    const ip = novoIp();
    const [email] = await semearContas(1);
    for (let i = 0; i < 3; i++)
      expect((await entrar(email!, 'Errada@2025x', ip)).statusCode).toBe(401);
    for (let i = 0; i < 20; i++)
      expect((await entrar(email!, SENHA_FORTE, ip)).statusCode).toBe(200);
  }, 120_000);
});
