// `npm run ciclos`: no import cycle, neither between files nor between the modules of the API
// (apps/api/src/modules/<módulo>) and the features of the web app (apps/web/src/features/<feature>).
// A cycle between files is one the runtime must resolve by luck of order; a cycle between modules
// means neither can be read, tested or moved without the other. Each package is cruised with its
// own tsconfig, since each resolves its paths its own way.
//
// Files are checked with their tests: nothing imports a test, so a test can only join a cycle
// through the fixtures it shares, and those must stay untangled too. Modules are checked without
// them: a test may drive another module to set up its data, which makes no module depend on
// another in the portal itself.
import { cruise } from 'dependency-cruiser';
import { resolve } from 'node:path';

process.chdir(resolve(import.meta.dirname, '..'));

const PACOTES = [
  { nome: 'api', pasta: 'apps/api/src', tsconfig: 'apps/api/tsconfig.json' },
  { nome: 'web', pasta: 'apps/web/src', tsconfig: 'apps/web/tsconfig.json' },
  { nome: 'domain', pasta: 'packages/domain/src', tsconfig: 'packages/domain/tsconfig.json' },
];
const MODULO = /^(apps\/api\/src\/modules\/[^/]+|apps\/web\/src\/features\/[^/]+)\//;
const TESTE = /\.(test|fixtures)\.tsx?$/;
const REGRAS = {
  forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }],
};

async function cruzar({ pasta, tsconfig }) {
  const { output } = await cruise(
    [pasta],
    {
      validate: true,
      ruleSet: REGRAS,
      tsConfig: { fileName: tsconfig },
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: 'node_modules' },
      outputType: 'json',
    },
    {},
    { tsConfig: { fileName: tsconfig } },
  );
  return JSON.parse(output);
}

/** One cycle is reported once per edge in it; each is counted once, by the set of its files. */
function ciclosDeArquivos({ summary }) {
  const unicos = new Map();
  for (const { rule, cycle } of summary.violations) {
    if (rule.name !== 'no-circular') continue;
    const nos = cycle.map((no) => (typeof no === 'string' ? no : no.name));
    unicos.set([...new Set(nos)].sort().join(' '), nos);
  }
  return [...unicos.values()];
}

/** The groups of modules that reach one another (strongly connected, Tarjan), tests left out. */
function ciclosDeModulos({ modules }) {
  const arestas = new Map();
  for (const { source, dependencies } of modules) {
    const de = MODULO.exec(source)?.[1];
    if (!de || TESTE.test(source)) continue;
    for (const { resolved } of dependencies) {
      const para = MODULO.exec(resolved)?.[1];
      if (!para || para === de) continue;
      if (!arestas.has(de)) arestas.set(de, new Set());
      arestas.get(de).add(para);
    }
  }
  let proximo = 0;
  const indice = new Map();
  const menor = new Map();
  const pilha = [];
  const grupos = [];
  const visitar = (no) => {
    indice.set(no, proximo);
    menor.set(no, proximo++);
    pilha.push(no);
    for (const vizinho of arestas.get(no) ?? []) {
      if (!indice.has(vizinho)) {
        visitar(vizinho);
        menor.set(no, Math.min(menor.get(no), menor.get(vizinho)));
      } else if (pilha.includes(vizinho)) {
        menor.set(no, Math.min(menor.get(no), indice.get(vizinho)));
      }
    }
    if (menor.get(no) !== indice.get(no)) return;
    const grupo = [];
    let topo;
    do {
      topo = pilha.pop();
      grupo.push(topo);
    } while (topo !== no);
    if (grupo.length > 1) grupos.push(grupo.sort());
  };
  for (const no of arestas.keys()) if (!indice.has(no)) visitar(no);
  return grupos.map((grupo) => {
    const pares = grupo.flatMap((de) =>
      [...arestas.get(de)].filter((para) => grupo.includes(para)).map((para) => `${de} → ${para}`),
    );
    return [`${grupo.length} módulos: ${grupo.join(', ')}`, ...pares];
  });
}

let total = 0;
for (const pacote of PACOTES) {
  const grafo = await cruzar(pacote);
  for (const [nivel, achados] of [
    ['arquivos', ciclosDeArquivos(grafo).map((nos) => [[...nos, nos[0]].join(' → ')])],
    ['módulos', ciclosDeModulos(grafo)],
  ]) {
    total += achados.length;
    console.log(`ciclos ${pacote.nome.padEnd(6)} ${nivel.padEnd(8)} ${achados.length}`);
    for (const [titulo, ...linhas] of achados) {
      console.log(`  ${titulo}`);
      for (const linha of linhas) console.log(`    ${linha}`);
    }
  }
}
process.exit(total === 0 ? 0 : 1);
