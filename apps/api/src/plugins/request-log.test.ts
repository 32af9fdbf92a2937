import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, login, registerCompanyUser, type UsuarioDeTeste } from '../../test/fixtures.ts';
import { buildTestApp } from '../../test/helper.ts';
import { loggerOptions } from './request-log.ts';

let app: FastifyInstance;
let texto = '';
let user: UsuarioDeTeste;
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (texto += chunk.toString()));
  app = await buildTestApp({ logLevel: 'info' }, { logStream });
  user = await registerCompanyUser(app);
});
afterAll(() => app.close());

const linhas = () =>
  texto
    .split('\n')
    .filter(Boolean)
    .map((linha) => JSON.parse(linha) as Record<string, unknown>);

describe('registro das requisições', () => {
  it('uma linha por requisição, com o id da requisição e o id do usuário, sem dados pessoais', async () => {
    const sessao = await login(app, user);
    const response = await injectAs(app, sessao, {
      method: 'GET',
      url: '/api/autenticado?x=1',
    });
    expect(response.statusCode).toBe(200);

    const concluidas = linhas().filter((linha) => linha.msg === 'requisição concluída');
    const daAutenticado = concluidas.find((linha) => linha.url === '/api/autenticado');
    expect(daAutenticado).toMatchObject({
      reqId: response.headers['x-request-id'],
      userId: user.id,
      method: 'GET',
      statusCode: 200,
    });
    expect(linhas().some((linha) => linha.msg === 'incoming request')).toBe(false);
    const token = sessao.cookie.split('=')[1]!;
    const cpf = (user.cadastro.empresa as { responsavelLegalCPF: string }).responsavelLegalCPF;
    for (const segredo of [user.senha, user.email, token, cpf]) {
      expect(texto).not.toContain(segredo);
    }
  });

  it('JSON fora de um terminal; legível (pino-pretty) num terminal', () => {
    const tty = process.stdout.isTTY;
    try {
      process.stdout.isTTY = false;
      expect(loggerOptions({ logLevel: 'info' })).not.toHaveProperty('transport');
      process.stdout.isTTY = true;
      expect(loggerOptions({ logLevel: 'info' })).toMatchObject({
        transport: { target: 'pino-pretty' },
      });
    } finally {
      process.stdout.isTTY = tty;
    }
  });
});
