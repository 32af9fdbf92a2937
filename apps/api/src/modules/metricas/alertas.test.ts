import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../infra/repo-root.ts';

const OPERACAO = join(findRepoRoot(), 'docs', 'operacao');

/** Runs Prometheus's own checker: a rule file it accepts is one the operator's Prometheus loads. */
function promtool(...args: string[]) {
  const resultado = spawnSync('promtool', args, { cwd: OPERACAO, encoding: 'utf8' });
  if ((resultado.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(
      'promtool não encontrado: instale-o com `apt-get install prometheus` (Debian/Ubuntu) ' +
        'para validar docs/operacao/alertas.yml.',
    );
  }
  return { codigo: resultado.status, saida: `${resultado.stdout}${resultado.stderr}` };
}

describe('regras de alerta (docs/operacao/alertas.yml)', () => {
  it('o Prometheus as aceita (promtool check rules)', () => {
    const { codigo, saida } = promtool('check', 'rules', 'alertas.yml');
    expect(saida).toContain('SUCCESS');
    expect(codigo, saida).toBe(0);
  });

  it('disparam quando devem e só então (promtool test rules)', () => {
    const { codigo, saida } = promtool('test', 'rules', 'alertas.test.yml');
    expect(codigo, saida).toBe(0);
  });
});
