/**
 * The server as `npm start` runs it (its own process) with a wrong setting: the operator reads
 * one Portuguese paragraph that says what to write, not a stack trace.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CARACTERES_ESPECIAIS_SENHA, isSenhaValida, MENSAGENS } from '@portal/domain';
import { findRepoRoot } from '../../src/infra/repo-root.ts';

/** Starts the server with `env` on top of the test's and waits for it to exit. */
function iniciar(env: Record<string, string>): Promise<{ codigo: number | null; saida: string }> {
  const servidor = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: findRepoRoot(),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'memory://', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saida = '';
  servidor.stdout.on('data', (parte) => (saida += String(parte)));
  servidor.stderr.on('data', (parte) => (saida += String(parte)));
  return new Promise((resolve) => servidor.on('exit', (codigo) => resolve({ codigo, saida })));
}

const semPilha = (saida: string) => !/^\s+at /m.test(saida);

describe('uma configuração inválida na partida', () => {
  it('ADMIN_PASSWORD com # : um parágrafo com a regra, os especiais aceitos e um exemplo; sai com 1', async () => {
    const { codigo, saida } = await iniciar({
      ADMIN_EMAIL: 'gestao@ipt.br',
      ADMIN_PASSWORD: 'Senha#Forte2026',
    });
    expect(codigo).toBe(1);
    expect(semPilha(saida)).toBe(true);
    const paragrafo = saida.trim();
    expect(paragrafo).not.toContain('\n');
    expect(paragrafo).toMatch(/^Configuração inválida\. ADMIN_PASSWORD: /);
    expect(paragrafo).toContain(MENSAGENS.senhaRegra);
    expect(paragrafo).toContain(CARACTERES_ESPECIAIS_SENHA);
    // The value typed is a secret: the help names the variable, never repeats it.
    expect(paragrafo).not.toContain('Senha#Forte2026');
    const exemplo = / Exemplo: ADMIN_PASSWORD=(\S+)\. /.exec(paragrafo)?.[1];
    expect(exemplo !== undefined && isSenhaValida(exemplo)).toBe(true);
  });

  it('PORT que não é número e METRICS_PORT fora da faixa: as duas no mesmo parágrafo, com exemplos', async () => {
    const { codigo, saida } = await iniciar({ PORT: 'oitenta', METRICS_PORT: '70000' });
    expect(codigo).toBe(1);
    expect(semPilha(saida)).toBe(true);
    expect(saida.trim()).toBe(
      'Configuração inválida. PORT: use um número. Exemplo: PORT=3000. ' +
        'METRICS_PORT: use no máximo 65535. Exemplo: METRICS_PORT=9464. ' +
        'Corrija no ambiente e inicie o portal de novo.',
    );
  });
});
