// Where each test pass leaves its profile (scripts/vitest-perfil.mjs) and how the runners read
// them back: scripts/test.mjs for its closing table, scripts/perfil-testes.mjs for the tables of
// docs/decisions/037.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const REPORTER = join(ROOT, 'scripts/vitest-perfil.mjs');

/** The folder of this run's profiles: TEST_PERFIL_DIR, or reports/testes. */
export const pastaDePerfis = (env = process.env) =>
  env.TEST_PERFIL_DIR || join(ROOT, 'reports/testes');

/** Empties the folder at the start of a run, so its table shows this run's passes only. */
export function limparPerfis(env = process.env) {
  rmSync(pastaDePerfis(env), { recursive: true, force: true });
  mkdirSync(pastaDePerfis(env), { recursive: true });
}

const arquivoDaPassada = (nome) =>
  nome
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Vitest's arguments and environment for a pass that records its profile under `nome`. */
export const comPerfil = (nome, env = process.env) => ({
  argumentos: ['--reporter=default', `--reporter=${REPORTER}`],
  env: {
    ...env,
    TEST_PERFIL_NOME: nome,
    TEST_PERFIL_ARQUIVO: join(pastaDePerfis(env), `${arquivoDaPassada(nome)}.json`),
  },
});

/** Every pass of the folder, in the order they started. */
export const lerPerfis = (pasta = pastaDePerfis()) =>
  readdirSync(pasta)
    .filter((nome) => nome.endsWith('.json'))
    .map((nome) => JSON.parse(readFileSync(join(pasta, nome), 'utf8')))
    .sort((a, b) => a.inicio - b.inicio);
