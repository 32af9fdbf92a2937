// Builds what is stale — the SPA, then the compiled server — for `npm start` and
// `npm run build:release`: a build is skipped while no source is newer than its product.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

const builds = [
  {
    nome: 'o front-end',
    produto: 'apps/web/dist/index.html',
    fontes: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/scripts',
      'packages/domain/src',
      'content/contato.json',
    ],
    workspace: 'apps/web',
  },
  {
    nome: 'o servidor',
    produto: 'apps/api/dist/server.js',
    fontes: ['apps/api/src', 'apps/api/scripts', 'packages/domain/src', 'package-lock.json'],
    workspace: 'apps/api',
  },
];

/** Exits the process with the build's status when one fails. */
export function compilarDesatualizados() {
  for (const { nome, produto, fontes, workspace } of builds) {
    const builtAt = existsSync(join(root, produto)) ? statSync(join(root, produto)).mtimeMs : 0;
    if (!fontes.some((fonte) => newestMtime(join(root, fonte)) > builtAt)) continue;
    console.log(`Compilando ${nome}…`);
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
