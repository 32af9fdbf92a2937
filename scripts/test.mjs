// `npm test` after the type check, the lint and the build: two lanes side by side. The browser
// journeys spend most of their time waiting (timers, network, the next paint: about half a core
// over a whole run), while the unit and API suites keep both cores busy; run one after the other
// they added up to over 45 minutes of CI. Each lane's lines carry its name; the run fails when
// either lane fails, after both finish, so one red lane does not hide the other's results. A lane
// that fails has its closing lines (vitest's summary of the failed tests) printed again at the end:
// CI keeps only the tail of the log, where the other lane's output would otherwise bury them.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];

const LANES = [
  {
    nome: 'unidade e API',
    etapas: [
      [process.execPath, [...vitest, '--project', 'domain', '--project', 'web']],
      [process.execPath, ['scripts/test-api.mjs']],
    ],
  },
  { nome: 'navegador', etapas: [[process.execPath, [...vitest, '--project', 'e2e']]] },
];

const LINHAS_REPETIDAS = 200;
const ultimasLinhas = new Map(LANES.map(({ nome }) => [nome, []]));

const rodar = (nome, [comando, args]) =>
  new Promise((resolve) => {
    const filho = spawn(comando, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const guardadas = ultimasLinhas.get(nome);
    for (const saida of [filho.stdout, filho.stderr]) {
      createInterface({ input: saida }).on('line', (linha) => {
        console.log(`[${nome}] ${linha}`);
        guardadas.push(linha);
        if (guardadas.length > LINHAS_REPETIDAS) guardadas.shift();
      });
    }
    filho.on('close', (status) => resolve(status ?? 1));
  });

const inicio = Date.now();
const resultados = await Promise.all(
  LANES.map(async ({ nome, etapas }) => {
    for (const etapa of etapas) {
      const status = await rodar(nome, etapa);
      if (status !== 0) return { nome, status };
    }
    return { nome, status: 0 };
  }),
);
const minutos = ((Date.now() - inicio) / 60_000).toFixed(1);
for (const { nome } of resultados.filter(({ status }) => status !== 0)) {
  console.log(`== ${nome}: as últimas ${LINHAS_REPETIDAS} linhas, de novo ==`);
  for (const linha of ultimasLinhas.get(nome)) console.log(`[${nome}] ${linha}`);
}
for (const { nome, status } of resultados) {
  console.log(`== ${nome}: ${status === 0 ? 'passou' : `falhou (saída ${status})`} ==`);
}
console.log(`== testes em ${minutos} min ==`);
process.exit(resultados.some(({ status }) => status !== 0) ? 1 : 0);
