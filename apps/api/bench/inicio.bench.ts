/**
 * Start time and memory of the server run from TypeScript through tsx (as `npm start` used to)
 * and compiled (apps/api/dist/server.js, as it does now), side by side: time until it listens and
 * answers readiness, and resident memory after 200 lookups. Same database for both: PostgreSQL in
 * a throwaway schema with BENCH_DATABASE_URL (migrated by the first start, so each start below
 * finds it ready), else an in-memory PGlite that each start migrates and seeds.
 * Run `npm run build -w apps/api` first. Not part of `npm test`: `npm run bench:inicio -w apps/api`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from '../src/infra/repo-root.ts';
import { apagarSchema } from './medicao.ts';

const root = findRepoRoot();
const EXECUCOES = 2;

const formas: [string, string[]][] = [
  ['tsx (TypeScript na partida)', ['--import', 'tsx', 'apps/api/src/server.ts']],
  ['compilado (dist/server.js)', ['--enable-source-maps', 'apps/api/dist/server.js']],
];

async function partir(args: string[], env: NodeJS.ProcessEnv) {
  const inicio = performance.now();
  const servidor = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let saida = '';
  const url = await new Promise<string>((resolve, reject) => {
    servidor.stdout.on('data', (parte: Buffer) => {
      saida += parte.toString();
      const achado = /Portal disponível em (http:\/\/[\d.:]+)/.exec(saida);
      if (achado) resolve(achado[1]!);
    });
    servidor.once('exit', () => reject(new Error(saida)));
  });
  if (!(await fetch(`${url}/api/health/ready`)).ok) throw new Error('não ficou pronto');
  const pronto = performance.now() - inicio;
  for (let i = 0; i < 200; i++)
    await (await fetch(`${url}/api/utils/municipios/ID/35`)).arrayBuffer();
  const status = readFileSync(`/proc/${servidor.pid}/status`, 'utf8');
  const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
  const saiu = new Promise((resolve) => servidor.once('exit', resolve));
  servidor.kill('SIGTERM');
  await saiu;
  return { pronto, rssMb };
}

const { BENCH_DATABASE_URL } = process.env;
const schema = BENCH_DATABASE_URL ? `bench_${randomBytes(4).toString('hex')}` : '';
const env = {
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  DATABASE_URL: BENCH_DATABASE_URL ?? 'memory://',
  DATABASE_SCHEMA: schema,
  WEB_DIST: join(root, 'apps/web/dist'),
};
try {
  if (BENCH_DATABASE_URL) await partir(formas[1]![1], env);
  const linhas: string[] = [];
  for (const [rotulo, args] of formas) {
    const medidas: { pronto: number; rssMb: number }[] = [];
    for (let i = 0; i < EXECUCOES; i++) medidas.push(await partir(args, env));
    const menor = (f: (m: { pronto: number; rssMb: number }) => number) =>
      Math.min(...medidas.map(f));
    linhas.push(
      `| ${rotulo} | ${Math.round(menor((m) => m.pronto))} ms | ${menor((m) => m.rssMb).toFixed(0)} MB |`,
    );
  }
  console.log(
    `\n${BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (em memória)'}, melhor de ${EXECUCOES}, Node ${process.version}\n`,
  );
  console.log('| servidor | até ficar pronto | memória residente |');
  console.log('|---|---:|---:|');
  for (const linha of linhas) console.log(linha);
} finally {
  if (BENCH_DATABASE_URL) await apagarSchema(BENCH_DATABASE_URL, schema);
}
