// API tests run on the embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set
// (CI sets it), so both databases the portal supports are proven by every run. The file tests run
// once more with the files in a local S3 server (TEST_STORAGE=s3), the other storage the portal
// supports (docs/decisions/013).
import { spawnSync } from 'node:child_process';

const vitest = (label, env, arquivos = []) => {
  console.log(`\n== Testes de API no ${label} ==`);
  const args = ['vitest', 'run', '--project', 'api', ...arquivos];
  const run = spawnSync('npx', args, { stdio: 'inherit', env });
  if (run.status !== 0) process.exit(run.status ?? 1);
};

const TESTES_DE_ARQUIVOS = [
  'apps/api/src/modules/fileindexer',
  'apps/api/src/modules/documentos',
  'apps/api/src/modules/repositorio',
  'apps/api/src/modules/proposta/geracao',
];

const { TEST_DATABASE_URL, ...semPostgres } = process.env;
vitest('PGlite', semPostgres);
vitest('PGlite com arquivos no S3', { ...semPostgres, TEST_STORAGE: 's3' }, TESTES_DE_ARQUIVOS);
if (TEST_DATABASE_URL) vitest('PostgreSQL', process.env);
