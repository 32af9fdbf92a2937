// Compiles the server ahead of time: one ESM bundle of the app's own code (and @portal/domain,
// which ships TypeScript sources) in dist/server.js, with the migration files next to it. Packages
// from node_modules stay external: they are plain JavaScript already, some load files relative to
// themselves (PGlite's WebAssembly, pdfkit's fonts) and some are native (argon2).
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const apiDir = resolve(import.meta.dirname, '..');
const outDir = join(apiDir, 'dist');
// Every bare import is a package, external, except the workspace's own (@portal/…).
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: apiDir, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
};

/**
 * The release's name for readiness: a tag's `git describe` (v1.2.0-3-gabc1234) when there are
 * tags, else package.json's version with the commit, so two builds of one version differ; a copy
 * of the sources without git (a container build) has the version alone.
 */
function versao() {
  const { version } = JSON.parse(readFileSync(join(apiDir, '../../package.json'), 'utf8'));
  const commit = git('rev-parse', '--short', 'HEAD');
  return git('describe', '--tags', '--dirty') ?? (commit ? `${version}+${commit}` : version);
}

const started = performance.now();
rmSync(outDir, { recursive: true, force: true });
await build({
  // The server, and the backup command (`npm run backup`/`restore`), which a release runs without tsx.
  entryPoints: {
    server: join(apiDir, 'src/server.ts'),
    copia: join(apiDir, 'src/modules/backup/cli.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  plugins: [externalPackages],
  sourcemap: true,
  // Stack traces in the logs keep the source's file and line names.
  keepNames: true,
  logLevel: 'warning',
  define: {
    PORTAL_RELEASE: JSON.stringify({ versao: versao(), compilacao: new Date().toISOString() }),
  },
});
// migrate.ts reads `./migrations/` next to itself; in a bundle "itself" is dist/server.js or copia.js.
cpSync(join(apiDir, 'src/infra/db/migrations'), join(outDir, 'migrations'), { recursive: true });
console.log(`API compilada em ${Math.round(performance.now() - started)} ms: ${outDir}`);
