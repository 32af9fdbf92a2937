/**
 * `npm run build:release` writes a folder that runs the portal anywhere Node runs: copied out of
 * the repository, `npm start` inside it starts on a fresh PostgreSQL database and serves the
 * portal, and it carries no TypeScript source and no dev dependency. Always on PostgreSQL (CI's,
 * or the local one): without one the test fails, so a release is never declared good untried.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../../src/infra/db/migrate.ts';
import { comandoNoServidor, urlDoBanco } from '../postgres-de-teste.ts';
import { findRepoRoot } from '../../src/infra/repo-root.ts';

const ROOT = findRepoRoot();
const SERVIDOR_PG = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const BANCO = `portal_release_${randomBytes(4).toString('hex')}`;

let pasta: string;

const noServidorPg = (comando: string) => comandoNoServidor(SERVIDOR_PG, comando);

beforeAll(() => {
  const build = spawnSync('npm', ['run', 'build:release'], { cwd: ROOT, encoding: 'utf8' });
  expect(build.status, `npm run build:release falhou:\n${build.stdout}${build.stderr}`).toBe(0);
  pasta = mkdtempSync(join(tmpdir(), 'portal-release-'));
  cpSync(join(ROOT, 'release'), pasta, { recursive: true });
}, 300_000);

afterAll(async () => {
  if (pasta) rmSync(pasta, { recursive: true, force: true });
  await noServidorPg(`drop database if exists ${BANCO} with (force)`);
});

/** Every file under `dir`, relative to it. */
const arquivos = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entrada) => entrada.isFile())
    .map((entrada) => join(entrada.parentPath, entrada.name).slice(dir.length + 1));

const lerJson = (caminho: string) => JSON.parse(readFileSync(join(ROOT, caminho), 'utf8'));

/** The sources of the Dockerfile's COPY lines, from the build stage (`--from=build`) or not. */
function copiasDoDockerfile(): { doBuild: string[]; doContexto: string[] } {
  const copias = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')
    .split('\n')
    .filter((linha) => linha.startsWith('COPY '))
    .map((linha) => linha.split(/\s+/).slice(1));
  const fontes = (args: string[]) => args.filter((arg) => !arg.startsWith('--')).slice(0, -1);
  return {
    doBuild: copias.filter((args) => args.includes('--from=build')).flatMap(fontes),
    doContexto: copias.filter((args) => !args.includes('--from=build')).flatMap(fontes),
  };
}

describe('o Dockerfile', () => {
  it('copia da etapa de build só caminhos que a release tem', () => {
    const { doBuild } = copiasDoDockerfile();
    expect(doBuild).toContain('/src/release/apps');
    for (const fonte of doBuild) {
      expect(fonte.startsWith('/src/release/'), fonte).toBe(true);
      expect(existsSync(join(pasta, fonte.slice('/src/release/'.length))), fonte).toBe(true);
    }
  });

  it('copia do repositório só caminhos que existem', () => {
    for (const fonte of copiasDoDockerfile().doContexto) {
      expect(existsSync(join(ROOT, fonte)), fonte).toBe(true);
    }
  });
});

describe('a release', () => {
  it('não leva código TypeScript nem dependência de desenvolvimento', () => {
    expect(arquivos(pasta).filter((arquivo) => /\.[cm]?ts$/.test(arquivo))).toEqual([]);
    const producao = new Set(
      ['apps/api', 'packages/domain'].flatMap((ws) =>
        Object.keys(lerJson(`${ws}/package.json`).dependencies),
      ),
    );
    const desenvolvimento = ['.', 'apps/api', 'apps/web', 'packages/domain', 'e2e']
      .flatMap((ws) => Object.keys(lerJson(`${ws}/package.json`).devDependencies ?? {}))
      .filter((nome) => !producao.has(nome));
    expect(desenvolvimento).toContain('typescript');
    expect(desenvolvimento.filter((nome) => existsSync(join(pasta, 'node_modules', nome)))).toEqual(
      [],
    );
  });

  it('copiada para fora do repositório, sobe num PostgreSQL novo, serve o portal e faz a cópia', async () => {
    await noServidorPg(`create database ${BANCO}`);
    const url = urlDoBanco(SERVIDOR_PG, BANCO);
    const env = { ...process.env };
    // The release's own defaults, not the repository's or the test run's.
    for (const nome of ['DATABASE_SCHEMA', 'DATA_DIR', 'CONTENT_DIR', 'WEB_DIST', 'NODE_OPTIONS']) {
      delete env[nome];
    }
    const npm: ChildProcess = spawn('npm', ['start'], {
      cwd: pasta,
      env: { ...env, DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a failure midway can stop npm and the server it started.
      detached: true,
    });
    let saida = '';
    const terminou = new Promise<number | null>((resolve) => npm.once('exit', resolve));
    try {
      const pronto = await new Promise<{ endereco: string; pid: number }>((resolve, reject) => {
        const ler = (parte: Buffer) => {
          saida += parte.toString();
          const linha = saida.split('\n').find((l) => l.includes('Portal disponível em'));
          if (linha) {
            const log = JSON.parse(linha) as { pid: number; msg: string };
            resolve({ endereco: /http:\/\/[\d.:]+/.exec(log.msg)![0], pid: log.pid });
          }
        };
        npm.stdout!.on('data', ler);
        npm.stderr!.on('data', ler);
        npm.once('exit', () => reject(new Error(`o portal terminou ao iniciar:\n${saida}`)));
      });

      const prontidao = await fetch(`${pronto.endereco}/api/health/ready`);
      expect(prontidao.status).toBe(200);
      expect(await prontidao.json()).toMatchObject({
        status: 'ok',
        compilacao: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        migracao: (await listMigrations()).at(-1),
      });
      const inicio = await fetch(`${pronto.endereco}/`);
      expect(inicio.status).toBe(200);
      expect(await inicio.text()).toContain('<html lang="pt-BR"');

      // What an orchestrator does: SIGTERM to the server (npm does not pass it on).
      process.kill(pronto.pid, 'SIGTERM');
      expect(await terminou, saida).toBe(0);
    } finally {
      if (npm.exitCode === null) process.kill(-npm.pid!, 'SIGKILL');
    }

    // The operator's backup runs from the release too, with no tsx, on the same settings.
    const copia = join(pasta, 'copia.tar.gz');
    const backup = spawnSync('npm', ['run', 'backup', '--', '--out', copia], {
      cwd: pasta,
      env: { ...env, DATABASE_URL: url },
      encoding: 'utf8',
    });
    expect(backup.status, `${backup.stdout}${backup.stderr}`).toBe(0);
    expect(existsSync(copia)).toBe(true);
    expect(existsSync(`${copia}.parcial`)).toBe(false);
  });
});
