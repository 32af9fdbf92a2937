// @module-tag dois-bancos
/**
 * A rolling deploy sends SIGTERM: the real server process stops taking connections, answers the
 * requests already in flight, then exits 0. Runs the server as deployed (its own process) on
 * PostgreSQL when TEST_DATABASE_URL is set, else on an embedded PGlite in a temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../src/infra/repo-root.ts';
import { freshTestDatabase, tempDir } from '../helper.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

let servidor: ChildProcess;
let saida = '';
let porta = 0;
let limpar: () => Promise<void>;

/** Resolves when the server's log has a line matching `padrao` (the log is the server's voice). */
function noLog(padrao: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const olhar = () => {
      const achado = padrao.exec(saida);
      if (achado) {
        servidor.stdout!.off('data', olhar);
        resolve(achado);
      }
    };
    servidor.stdout!.on('data', olhar);
    servidor.once('exit', () => reject(new Error(`o servidor terminou antes:\n${saida}`)));
    olhar();
  });
}

beforeAll(async () => {
  const database = await freshTestDatabase();
  const dataDir = await tempDir('portal-encerramento-');
  limpar = async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const root = findRepoRoot();
  servidor = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // In memory when on PGlite: the test is about shutting down, not about the disk.
      DATABASE_URL: TEST_DATABASE_URL ?? 'memory://',
      DATABASE_SCHEMA: database.schema ?? '',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'sem-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const guardar = (chunk: Buffer) => (saida += chunk.toString());
  servidor.stdout!.on('data', guardar);
  servidor.stderr!.on('data', guardar);
  const [, endereco] = await noLog(/Portal disponível em (http:\/\/[\d.:]+)/);
  porta = Number(new URL(endereco!).port);
}, 120_000);

afterAll(async () => {
  if (servidor && servidor.exitCode === null) servidor.kill('SIGKILL');
  await limpar?.();
});

/**
 * A request the server has begun (its headers are in: it answered `100 Continue`) whose body is
 * still on its way; `terminar` sends the body and resolves with the answer.
 */
function requisicaoPendente(email: string) {
  const corpo = JSON.stringify({ email });
  const req = request({
    host: '127.0.0.1',
    port: porta,
    method: 'POST',
    path: '/api/login/exists',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(corpo),
      expect: '100-continue',
    },
  });
  const resposta = new Promise<{ status: number; corpo: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let texto = '';
      res.on('data', (parte: Buffer) => (texto += parte.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, corpo: texto }));
    });
    req.on('error', reject);
  });
  const iniciada = new Promise<void>((resolve) => req.once('continue', resolve));
  req.flushHeaders();
  return {
    iniciada,
    terminar: () => {
      req.end(corpo);
      return resposta;
    },
  };
}

/** Whether a new TCP connection to the server is refused. */
const recusaConexao = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(porta, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('SIGTERM', () => {
  it('termina as requisições em andamento, não aceita novas e sai com 0', async () => {
    const pendentes = [1, 2, 3].map((i) => requisicaoPendente(`pessoa${i}@exemplo.com.br`));
    await Promise.all(pendentes.map((p) => p.iniciada));
    const saiu = new Promise<number | null>((resolve) => servidor.once('exit', resolve));

    servidor.kill('SIGTERM');
    await noLog(/"msg":"encerrando"/);
    while (!(await recusaConexao()));

    const respostas = await Promise.all(pendentes.map((p) => p.terminar()));
    expect(respostas).toEqual(respostas.map(() => ({ status: 200, corpo: '0' })));
    expect(await saiu).toBe(0);
    expect(saida).toMatch(/"msg":"encerrado"/);
  });
});
