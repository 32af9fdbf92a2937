// API tests run on the embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set
// (CI sets it), so both databases the portal supports are proven by every run. The file tests run
// once more with the files in a local S3 server (TEST_STORAGE=s3), the other storage the portal
// supports (docs/decisions/013). With TEST_NODE_ALTERNATIVO (the path of another Node binary; CI
// gives it Node 24 LTS) the PostgreSQL pass runs on that Node, so one run proves both the other
// database and the other Node version without a fourth pass.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';

const vitest = (label, env, argumentos = [], node = process.execPath) => {
  const versao = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`\n== Testes de API no ${label} (Node ${versao}) ==`);
  const args = ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api', ...argumentos];
  // The other Node comes first on PATH too, for anything the tests start with `node`.
  const path = `${dirname(node)}:${env.PATH ?? ''}`;
  const run = spawnSync(node, args, { stdio: 'inherit', env: { ...env, PATH: path } });
  if (run.status !== 0) process.exit(run.status ?? 1);
};

const TESTES_DE_ARQUIVOS = [
  'apps/api/src/modules/fileindexer',
  'apps/api/src/modules/documentos',
  'apps/api/src/modules/repositorio',
  'apps/api/src/modules/proposta/geracao',
];

// The release test builds and starts the release on a PostgreSQL server whatever the pass (about a
// minute): with TEST_DATABASE_URL it runs once, in that pass, on the other Node.
const SO_UMA_VEZ = ['**/test/implantacao/release.test.ts'];

const { TEST_DATABASE_URL, TEST_NODE_ALTERNATIVO, ...semPostgres } = process.env;
vitest(
  'PGlite',
  semPostgres,
  TEST_DATABASE_URL ? SO_UMA_VEZ.map((arquivo) => `--exclude=${arquivo}`) : [],
);
// Vitest's default is one worker fewer than the cores: on CI's two, a single one. The S3 and
// PostgreSQL passes come last, when the browser lane has finished, so they take every core (each
// test app has its own bucket and schema); the PostgreSQL pass's single worker spent half its time
// waiting on the server.
const todosOsNucleos = [`--maxWorkers=${availableParallelism()}`];
vitest('PGlite com arquivos no S3', { ...semPostgres, TEST_STORAGE: 's3' }, [
  ...todosOsNucleos,
  ...TESTES_DE_ARQUIVOS,
]);
if (TEST_DATABASE_URL) {
  const node = TEST_NODE_ALTERNATIVO || process.execPath;
  vitest('PostgreSQL', process.env, todosOsNucleos, node);
}
