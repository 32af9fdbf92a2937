// `npm test`: two lanes side by side, then the passes that run alone with every core.
// The browser lane builds the portal and runs the journeys, which spend part of their time
// waiting (network, the next paint); the other lane checks types, lint and import cycles, then
// runs the unit and API suites, which keep the cores busy in those gaps. Each line carries its lane's name; a red
// pass does not stop its lane, and the run fails when any pass fails, after every pass has said
// what is red. A failed lane has its closing lines (Vitest's summary of the failed tests) printed
// again at the end, where CI's log keeps them, and the run closes with a line per pass: tests
// and seconds (docs/decisions/037). Each Vitest pass leaves its profile in reports/testes;
// `node scripts/perfil-testes.mjs` shows where its time went.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { comPerfil, limparPerfis } from './perfil.mjs';
import { passadasDaApi } from './test-api.mjs';

const npm = (script) => ({ nome: script, comando: 'npm', argumentos: ['run', '--silent', script] });
const vitest = (nome, argumentos, node = process.execPath, env = process.env) => {
  const perfil = comPerfil(nome, env);
  return {
    nome,
    comando: node,
    argumentos: ['node_modules/vitest/vitest.mjs', 'run', ...argumentos, ...perfil.argumentos],
    env: perfil.env,
  };
};

const daApi = passadasDaApi().map((passada) => ({
  sozinha: passada.sozinha,
  ...vitest(passada.nome, passada.argumentos, passada.node, passada.env),
}));
const LANES = [
  {
    nome: 'unidade e API',
    // At a lower priority: the journeys, which wait on each answer, get the cores when they need
    // them, and this lane the cycles they leave idle (docs/decisions/037).
    gentil: true,
    passadas: [
      npm('typecheck'),
      npm('lint'),
      npm('ciclos'),
      npm('duplicados'),
      vitest('domínio e web', ['--project', 'domain', '--project', 'web']),
      ...daApi.filter(({ sozinha }) => !sozinha),
    ],
  },
  {
    nome: 'navegador',
    passadas: [npm('build'), vitest('navegador', ['--project', 'e2e'])],
    // The journeys need the portal the build compiles.
    paraNaFalha: true,
  },
];
// After both lanes, alone, with every core (scripts/test-api.mjs).
const SOZINHAS = { nome: 'API sozinha', passadas: daApi.filter(({ sozinha }) => sozinha) };

/** The same pass under `nice`, which its children (Vitest's workers) inherit. */
const comNice = ({ comando, argumentos, ...passada }) => ({
  ...passada,
  comando: 'nice',
  argumentos: ['-n', '10', comando, ...argumentos],
});

const LINHAS_REPETIDAS = 200;
const ultimasLinhas = new Map();
const resumo = [];

function rodar(lane, { nome, comando, argumentos, env = process.env }) {
  const inicio = Date.now();
  return new Promise((resolve) => {
    const filho = spawn(comando, argumentos, { stdio: ['ignore', 'pipe', 'pipe'], env });
    const guardadas = ultimasLinhas.get(lane) ?? [];
    ultimasLinhas.set(lane, guardadas);
    for (const saida of [filho.stdout, filho.stderr]) {
      createInterface({ input: saida }).on('line', (linha) => {
        console.log(`[${lane}] ${linha}`);
        guardadas.push(linha);
        if (guardadas.length > LINHAS_REPETIDAS) guardadas.shift();
      });
    }
    filho.on('close', (codigo) => {
      const status = codigo ?? 1;
      const arquivo = env.TEST_PERFIL_ARQUIVO;
      const perfil =
        arquivo && existsSync(arquivo) ? JSON.parse(readFileSync(arquivo, 'utf8')) : null;
      resumo.push({
        nome,
        inicio,
        status,
        testes: perfil?.testes ?? null,
        segundos: (Date.now() - inicio) / 1000,
      });
      resolve(status);
    });
  });
}

// A red pass does not stop its lane, unless the next passes need what it made: they still say
// what else is red.
const emSequencia = async (lane, passadas, { paraNaFalha = false, gentil = false } = {}) => {
  let pior = 0;
  for (const passada of passadas) {
    const status = await rodar(lane, gentil ? comNice(passada) : passada);
    if (status !== 0) pior = status;
    if (pior !== 0 && paraNaFalha) break;
  }
  return pior;
};

const inicio = Date.now();
limparPerfis();
const falhas = [];
const lanes = await Promise.all(
  LANES.map(({ nome, passadas, ...modo }) => emSequencia(nome, passadas, modo)),
);
LANES.forEach(({ nome }, i) => lanes[i] !== 0 && falhas.push(nome));
if ((await emSequencia(SOZINHAS.nome, SOZINHAS.passadas)) !== 0) falhas.push(SOZINHAS.nome);

for (const lane of falhas.filter((nome) => ultimasLinhas.has(nome))) {
  console.log(`== ${lane}: as últimas ${LINHAS_REPETIDAS} linhas, de novo ==`);
  for (const linha of ultimasLinhas.get(lane)) console.log(`[${lane}] ${linha}`);
}
const largura = Math.max(...resumo.map(({ nome }) => nome.length));
console.log('== passadas ==');
for (const { nome, status, testes, segundos } of resumo.sort((a, b) => a.inicio - b.inicio)) {
  const contagem = testes === null ? '' : `${testes} testes`;
  console.log(
    `== ${nome.padEnd(largura)}  ${contagem.padStart(12)}  ${segundos.toFixed(0).padStart(5)} s  ${status === 0 ? 'passou' : `falhou (saída ${status})`}`,
  );
}
const testes = resumo.reduce((soma, { testes: n }) => soma + (n ?? 0), 0);
const segundos = ((Date.now() - inicio) / 1000).toFixed(0);
console.log(
  `== ${resumo.length} passadas, ${testes} testes, ${segundos} s: ${falhas.length === 0 ? 'passou' : `falhou em ${falhas.join(', ')}`} ==`,
);
process.exit(falhas.length === 0 ? 0 : 1);
