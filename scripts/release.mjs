// `npm run build:release`: writes release/, a folder that runs the portal wherever Node runs, with
// `npm start` inside it — the compiled server with its migrations, the built web assets (with their
// .br/.gz copies), the content folder and the production dependencies, nothing else.
//
// It keeps the repository's layout for what it carries (apps/api/dist, apps/web/dist, content), so
// the server finds its defaults the same way here and in the repository, and no setting changes.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { compilarDesatualizados, root } from './compilar.mjs';

const destino = join(root, 'release');
const lerJson = (caminho) => JSON.parse(readFileSync(join(root, caminho), 'utf8'));

compilarDesatualizados();
const started = performance.now();
rmSync(destino, { recursive: true, force: true });
for (const pasta of ['apps/api/dist', 'apps/web/dist', 'apps/web/dist-ssr', 'content']) {
  cpSync(join(root, pasta), join(destino, pasta), { recursive: true });
}

// The server bundles its own code and @portal/domain, and leaves every package external (some are
// native, some read files beside themselves). They are copied from node_modules, where `npm ci`
// put exactly the versions the tests ran against, rather than installed again: the release needs
// no registry and cannot drift from the lockfile. Native packages (argon2) come for the platform
// that builds, so build where the release will run (the Dockerfile builds in the image it runs in).

/** Where Node finds `nome` from `dir`: the nearest node_modules above it that holds it. */
function localizar(nome, dir) {
  for (let atual = dir; ; atual = dirname(atual)) {
    const candidato = join(atual, 'node_modules', nome);
    if (existsSync(join(candidato, 'package.json'))) return candidato;
    if (atual === root) return null;
  }
}

/**
 * The packages `dependencias` need at run time, each at the path Node will look for it: their
 * dependencies and the optional ones installed (argon2's binary for this platform), never peers
 * (what drizzle-orm only may use, like @types/pg, is some other package's choice).
 */
function producao(dependencias, dir, vistos = new Set()) {
  for (const nome of Object.keys(dependencias)) {
    const pasta = localizar(nome, dir);
    if (pasta === null || vistos.has(pasta)) continue;
    vistos.add(pasta);
    const manifesto = JSON.parse(readFileSync(join(pasta, 'package.json'), 'utf8'));
    producao({ ...manifesto.dependencies, ...manifesto.optionalDependencies }, pasta, vistos);
  }
  return vistos;
}

const raiz = lerJson('package.json');
const dependencias = { ...lerJson('packages/domain/package.json').dependencies };
Object.assign(dependencias, lerJson('apps/api/package.json').dependencies);
for (const nome of Object.keys(dependencias)) {
  if (nome.startsWith('@portal/')) delete dependencias[nome];
}
const pacotes = [...producao(dependencias, join(root, 'apps/api'))].sort();
for (const pacote of pacotes) {
  // Type declarations and TypeScript sources some packages ship serve only an editor.
  cpSync(pacote, join(destino, relative(root, pacote)), {
    recursive: true,
    filter: (origem) =>
      !/\.[cm]?ts$/.test(origem) &&
      // A package nested inside this one is copied on its own if it is needed.
      !relative(pacote, origem).split(sep).includes('node_modules'),
  });
}

const escrever = (caminho, json) =>
  writeFileSync(join(destino, caminho), `${JSON.stringify(json, null, 2)}\n`);
escrever('package.json', {
  name: raiz.name,
  version: raiz.version,
  private: true,
  description: raiz.description,
  type: 'module',
  engines: raiz.engines,
  scripts: {
    start: 'node --enable-source-maps apps/api/dist/server.js',
    backup: 'node --enable-source-maps apps/api/dist/copia.js gerar',
    restore: 'node --enable-source-maps apps/api/dist/copia.js restaurar',
  },
  // Already in node_modules; listed to say what the release is made of.
  dependencies: Object.fromEntries(Object.entries(dependencias).sort()),
});
// The server's folder marks where the defaults hang off (DATA_DIR, CONTENT_DIR, WEB_DIST), and
// makes dist/server.js an ES module.
mkdirSync(join(destino, 'apps/api'), { recursive: true });
escrever('apps/api/package.json', { name: '@portal/api', private: true, type: 'module' });
console.log(
  `Release em ${Math.round(performance.now() - started)} ms: ${relative(root, destino)}/ ` +
    `(${pacotes.length} pacotes de produção)`,
);
