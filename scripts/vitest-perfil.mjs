// Vitest reporter that writes one pass's profile as JSON: per test file, the time spent before the
// first test (the runner, the environment, importing the file and its modules, the setup files),
// in hooks (beforeAll/afterAll: where the API files build their apps) and in the tests themselves.
// scripts/test.mjs reads these files to print each pass's summary line, and
// scripts/perfil-testes.mjs turns them into the tables of docs/decisions/037.
// The file goes to $TEST_PERFIL_ARQUIVO, under the pass's name $TEST_PERFIL_NOME (scripts/perfil.mjs
// sets both); without them the reporter does nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

export default class PerfilReporter {
  inicio = Date.now();

  onTestRunEnd(testModules) {
    const destino = process.env.TEST_PERFIL_ARQUIVO;
    if (!destino) return;
    const arquivos = testModules.map((modulo) => {
      const d = modulo.diagnostic();
      const testes = [...modulo.children.allTests()];
      const emTestes = testes.reduce(
        (soma, teste) => soma + (teste.diagnostic()?.duration ?? 0),
        0,
      );
      return {
        arquivo: relative(process.cwd(), modulo.moduleId),
        testes: testes.filter((teste) => teste.result().state !== 'skipped').length,
        falhas: testes.filter((teste) => teste.result().state === 'failed').length,
        pulados: testes.filter((teste) => teste.result().state === 'skipped').length,
        // Before the first test: Vitest's harness, the environment, the file's imports.
        preparo:
          d.prepareDuration + d.environmentSetupDuration + d.setupDuration + d.collectDuration,
        importacao: d.collectDuration,
        // Hooks are the file's duration minus its tests' own.
        ganchos: Math.max(0, d.duration - emTestes),
        emTestes,
      };
    });
    const perfil = {
      nome: process.env.TEST_PERFIL_NOME ?? destino,
      inicio: this.inicio,
      segundos: (Date.now() - this.inicio) / 1000,
      ok: testModules.every((modulo) => modulo.ok()),
      testes: arquivos.reduce((soma, { testes }) => soma + testes, 0),
      arquivos,
    };
    mkdirSync(dirname(destino), { recursive: true });
    writeFileSync(destino, JSON.stringify(perfil, null, 1));
  }
}
