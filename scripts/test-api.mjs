// API tests run on the embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set
// (CI sets it), so both databases the portal supports are proven by every run.
import { spawnSync } from 'node:child_process';

const vitest = (label, env) => {
  console.log(`\n== Testes de API no ${label} ==`);
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env });
  if (run.status !== 0) process.exit(run.status ?? 1);
};

const { TEST_DATABASE_URL, ...semPostgres } = process.env;
vitest('PGlite', semPostgres);
if (TEST_DATABASE_URL) vitest('PostgreSQL', process.env);
