// Where each test pass spends its time, as the Markdown tables of docs/decisions/037: per pass,
// seconds in set-up (Vitest's harness, the environment and the file's imports; then the hooks,
// where the API files build their apps) against seconds in the tests, and its 20 slowest files.
// Reads the profiles `npm test` leaves in reports/testes (or the folder given).
//   node scripts/perfil-testes.mjs [pasta] [--arquivos=20]
import { pastaDePerfis, lerPerfis } from './perfil.mjs';

const pasta = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? pastaDePerfis();
const quantos = Number(
  process.argv.find((arg) => arg.startsWith('--arquivos='))?.split('=')[1] ?? 20,
);

const s = (ms) => (ms / 1000).toFixed(1);
const total = (arquivo) => arquivo.preparo + arquivo.ganchos + arquivo.emTestes;
const somar = (arquivos, campo) => arquivos.reduce((soma, arquivo) => soma + arquivo[campo], 0);

for (const perfil of lerPerfis(pasta)) {
  const { arquivos } = perfil;
  const testes = somar(arquivos, 'testes');
  console.log(
    `\n### ${perfil.nome}: ${testes} testes em ${arquivos.length} arquivos, ${perfil.segundos.toFixed(0)} s\n`,
  );
  console.log('| preparo (importação) | ganchos | testes | soma nos workers |');
  console.log('|---:|---:|---:|---:|');
  const [preparo, importacao, ganchos, emTestes] = [
    'preparo',
    'importacao',
    'ganchos',
    'emTestes',
  ].map((campo) => somar(arquivos, campo));
  console.log(
    `| ${s(preparo)} s (${s(importacao)} s) | ${s(ganchos)} s | ${s(emTestes)} s | ${s(preparo + ganchos + emTestes)} s |`,
  );
  console.log(
    `\n| os ${quantos} arquivos mais lentos | testes | preparo | ganchos | testes (s) | total |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const arquivo of [...arquivos].sort((a, b) => total(b) - total(a)).slice(0, quantos)) {
    console.log(
      `| ${arquivo.arquivo} | ${arquivo.testes} | ${s(arquivo.preparo)} | ${s(arquivo.ganchos)} | ${s(arquivo.emTestes)} | ${s(total(arquivo))} |`,
    );
  }
}
