// `npm test` after the type check, the lint and the build: two lanes side by side. The browser
// journeys spend most of their time waiting (timers, network, the next paint: about half a core
// over a whole run), while the unit and API suites keep both cores busy; run one after the other
// they added up to over 45 minutes of CI. Each lane's lines carry its name; the run fails when
// either lane fails, after both finish, so one red lane does not hide the other's results.
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

const rodar = (nome, [comando, args]) =>
  new Promise((resolve) => {
    const filho = spawn(comando, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const saida of [filho.stdout, filho.stderr]) {
      createInterface({ input: saida }).on('line', (linha) => console.log(`[${nome}] ${linha}`));
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
for (const { nome, status } of resultados) {
  console.log(`== ${nome}: ${status === 0 ? 'passou' : `falhou (saída ${status})`} ==`);
}
console.log(`== testes em ${minutos} min ==`);
process.exit(resultados.some(({ status }) => status !== 0) ? 1 : 0);
