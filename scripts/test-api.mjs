// The API suite's passes (docs/decisions/037). On PostgreSQL (TEST_DATABASE_URL, or the machine's
// own at 127.0.0.1:5432, where CI and the release test find it) the whole suite runs there, about
// three times faster than on PGlite, and on PGlite, the embedded database of `npm start`, only the
// files tagged `@module-tag dois-bancos`: what differs between the two (apps/api/test/
// dois-bancos.ts, kept whole by its test). The browser journeys run the built portal on PGlite
// too. With TEST_DATABASE_URL set empty, the whole suite runs on PGlite. The file tests run once
// more with the files in a local S3 server (TEST_STORAGE=s3), the other storage the portal
// supports (docs/decisions/013). With TEST_NODE_ALTERNATIVO (the path of another Node binary; CI
// gives it Node 24 LTS) the whole-suite pass runs on that Node.
// `npm run test:api` runs these passes one after the other; `npm test` runs them in its lane.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');

const TESTES_DE_ARQUIVOS = [
  'apps/api/src/modules/fileindexer',
  'apps/api/src/modules/proposta/arquivos',
  'apps/api/src/infra/arquivos',
  'apps/api/src/modules/documentos',
  'apps/api/src/modules/repositorio',
  'apps/api/src/modules/proposta/geracao',
];

// Vitest's own syntax for a file's tag; apps/api/test/dois-bancos.test.ts reads it the same way.
const MARCA_DOIS_BANCOS = /(\/\/|\*)\s*@module-tag\s+dois-bancos\b/;

// Read here rather than with `vitest --tags-filter`, which would import every file to skip most.
const arquivosDoisBancos = () =>
  ['apps/api/src', 'apps/api/test'].flatMap((pasta) =>
    readdirSync(join(ROOT, pasta), { recursive: true, encoding: 'utf8' })
      .map((nome) => join(pasta, nome))
      .filter((nome) => nome.endsWith('.test.ts'))
      .filter((nome) => MARCA_DOIS_BANCOS.test(readFileSync(join(ROOT, nome), 'utf8'))),
  );

const versao = (node) => spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();

/**
 * Each pass: its name, the Node that runs it, Vitest's arguments, the environment, and whether it
 * runs alone (`sozinha`), after `npm test`'s two lanes, with every core.
 */
export function passadasDaApi(env = process.env) {
  const {
    TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test',
    TEST_NODE_ALTERNATIVO,
    ...semPostgres
  } = env;
  const api = (...argumentos) => ['--project', 'api', ...argumentos];
  // The passes beside the browser journeys keep Vitest's default of one worker fewer than the
  // cores. The whole suite on PostgreSQL, split in two by Vitest's shards, runs half beside the
  // journeys and half alone, with every core (each test app has its own database): all of it
  // beside them, with two workers, starved them (docs/decisions/037).
  const todosOsNucleos = `--maxWorkers=${availableParallelism()}`;
  const passada = (nome, node, argumentos, ambiente, sozinha = false) => ({
    sozinha,
    nome: `${nome} (Node ${versao(node).replace(/^v/, '')})`,
    node,
    argumentos,
    // The other Node comes first on PATH too, for anything the tests start with `node`.
    env: { ...ambiente, PATH: `${dirname(node)}:${ambiente.PATH ?? ''}` },
  });
  if (!TEST_DATABASE_URL) {
    return [
      passada('API no PGlite', process.execPath, api(), semPostgres),
      passada('API no PGlite, arquivos no S3', process.execPath, api(...TESTES_DE_ARQUIVOS), {
        ...semPostgres,
        TEST_STORAGE: 's3',
      }),
    ];
  }
  return [
    passada(
      'API no PGlite, dois-bancos',
      process.execPath,
      api(...arquivosDoisBancos()),
      semPostgres,
    ),
    passada('API no PostgreSQL, arquivos no S3', process.execPath, api(...TESTES_DE_ARQUIVOS), {
      ...semPostgres,
      TEST_DATABASE_URL,
      TEST_STORAGE: 's3',
    }),
    // Half beside the journeys, one worker, in the cores they leave idle; the other half alone.
    ...[1, 2].map((metade) =>
      passada(
        `API no PostgreSQL, metade ${metade} de 2`,
        TEST_NODE_ALTERNATIVO || process.execPath,
        api(`--shard=${metade}/2`, ...(metade === 2 ? [todosOsNucleos] : [])),
        { ...env, TEST_DATABASE_URL },
        metade === 2,
      ),
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const { nome, node, argumentos, env } of passadasDaApi()) {
    console.log(`\n== ${nome} ==`);
    const vitest = spawn(node, ['node_modules/vitest/vitest.mjs', 'run', ...argumentos], {
      cwd: ROOT,
      stdio: 'inherit',
      env,
    });
    const status = await new Promise((done) => vitest.on('close', (codigo) => done(codigo ?? 1)));
    if (status !== 0) process.exit(status);
  }
}
