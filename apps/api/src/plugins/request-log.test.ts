import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectAs,
  login,
  novoIp,
  registerCompanyUser,
  type UsuarioDeTeste,
} from '../../test/fixtures.ts';
import { tokenDoEmail } from '../../test/fixtures-email.ts';
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

  it('cadastro, entrada errada e certa e redefinição de senha, com o log em debug: nenhuma senha, token, e-mail ou CPF', async () => {
    let log = '';
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    // As in production (NODE_ENV=production): the development log of unsent e-mails shows their
    // links on purpose, so a developer without SMTP can follow them.
    const outro = await buildTestApp({ logLevel: 'debug', emailNoLog: false }, { logStream });
    try {
      const pessoa = await registerCompanyUser(outro);
      await outro.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: pessoa.email, SenhaAtual: 'Quase@ASenha_01' },
        remoteAddress: pessoa.ip,
      });
      const sessao = await login(outro, pessoa);
      await outro.inject({
        method: 'POST',
        url: '/api/conta/senha/esqueci',
        payload: { email: pessoa.email },
        remoteAddress: novoIp(),
      });
      const token = await tokenDoEmail(outro, pessoa.email, 'redefinicao-senha');
      const senhaNova = 'Jatoba@Florido_2026';
      const redefinida = await outro.inject({
        method: 'POST',
        url: '/api/conta/senha/redefinir',
        payload: { token, senhaNova },
      });
      expect(redefinida.statusCode).toBe(200);
      expect(log).toContain('requisição concluída');
      const empresa = pessoa.cadastro.empresa as { responsavelLegalCPF: string };
      const segredos = {
        senha: pessoa.senha,
        senhaErrada: 'Quase@ASenha_01',
        senhaNova,
        token,
        sessao: sessao.cookie.split('=')[1]!,
        email: pessoa.email,
        cpf: empresa.responsavelLegalCPF,
        cpfSemMascara: empresa.responsavelLegalCPF.replace(/\D/g, ''),
      };
      for (const [nome, segredo] of Object.entries(segredos)) {
        expect(log.includes(segredo), nome).toBe(false);
      }
      expect(log).not.toContain('$argon2');
    } finally {
      await outro.close();
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
