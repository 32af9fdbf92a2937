/**
 * The campaign day's two portal instances (campanha.bench.ts): the real server in child
 * processes, so each one's CPU and memory can be read from /proc, and what their metrics
 * listeners say about the pool's queue and the event loop's delay.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { findRepoRoot } from '../src/infra/repo-root.ts';
import { RATE_LIMIT_FACTOR, webDist } from './campanha-semeadura.ts';

async function portaLivre(): Promise<number> {
  const servidor = createServer();
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;
  await new Promise((resolve) => servidor.close(resolve));
  return port;
}

/** One instance of the real server, ready to answer. */
export async function iniciarServidor(databaseUrl: string, schema: string, perfil?: string) {
  const porta = await portaLivre();
  const portaMetricas = await portaLivre();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(porta),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    WEB_DIST: webDist,
    // The address the load reaches it by, as visitors reach the public one behind the proxy: the
    // pages it prepares before listening are kept for this address (docs/decisions/058).
    PUBLIC_URL: `http://127.0.0.1:${porta}`,
    RATE_LIMIT_FACTOR,
    // Scraped as Prometheus would (its per-request cost included) for the pool's queue and the
    // event loop's delay, which tell waiting on the database from waiting for the CPU.
    METRICS_PORT: String(portaMetricas),
  };
  // The log goes to /dev/null: written in full, as in production, read by no one.
  const argsDoPerfil = perfil ? ['--cpu-prof', `--cpu-prof-dir=${perfil}`] : [];
  const processo = spawn(
    process.execPath,
    [...argsDoPerfil, '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: findRepoRoot(),
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${porta}`;
  const saiu = new Promise<never>((_, reject) =>
    processo.once('exit', (codigo) => reject(new Error(`o servidor saiu (código ${codigo})`))),
  );
  const pronto = (async () => {
    for (let tentativa = 0; tentativa < 240; tentativa++) {
      const resposta = await fetch(`${url}/api/health/ready`).catch(() => null);
      if (resposta?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`o servidor em ${url} não ficou pronto em 60 s`);
  })();
  await Promise.race([pronto, saiu]);
  saiu.catch(() => undefined);
  return { processo, url, metricas: `http://127.0.0.1:${portaMetricas}/metrics` };
}

export interface Diagnostico {
  /** Most queries waiting for a pooled connection in a sample. */
  filaDoPool: number;
  /** Highest p99 of the event loop's delay in a sample, in ms. */
  atrasoDoLaco: number;
}

const valorDaMetrica = (texto: string, nome: string) =>
  Number(new RegExp(`^${nome} ([0-9.e+-]+)`, 'm').exec(texto)?.[1] ?? 0);

export async function diagnosticar(url: string, diagnostico: Diagnostico) {
  const texto = await fetch(url)
    .then((r) => r.text())
    .catch(() => '');
  diagnostico.filaDoPool = Math.max(
    diagnostico.filaDoPool,
    valorDaMetrica(texto, 'portal_db_pool_waiting'),
  );
  diagnostico.atrasoDoLaco = Math.max(
    diagnostico.atrasoDoLaco,
    valorDaMetrica(texto, 'nodejs_eventloop_lag_p99_seconds') * 1000,
  );
}

export async function encerrar(processo: ChildProcess) {
  if (processo.exitCode !== null || processo.signalCode !== null) return;
  const saiu = new Promise((resolve) => processo.once('exit', resolve));
  processo.kill('SIGTERM');
  const limite = setTimeout(() => processo.kill('SIGKILL'), 30_000);
  await saiu;
  clearTimeout(limite);
}
