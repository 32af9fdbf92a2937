/**
 * compose.yaml, the production layout the operations guide describes, stays valid for Docker
 * Compose. Checked with Debian's `docker-compose` (its `config` parses and interpolates the file
 * without a Docker daemon); without it the test fails saying what to install, never skips.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../src/infra/repo-root.ts';

const ROOT = findRepoRoot();
const VARIAVEIS = {
  PORTAL_DOMINIO: 'localhost',
  POSTGRES_PASSWORD: 'senha-de-teste',
  S3_ACCESS_KEY: 'portal',
  S3_SECRET_KEY: 'segredo-de-teste',
};

function compose(args: string[], variaveis: Record<string, string> = VARIAVEIS) {
  const env = { ...process.env, ...variaveis };
  const execucao = spawnSync('docker-compose', ['-f', 'compose.yaml', ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if ((execucao.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(
      'docker-compose não encontrado: instale o pacote docker-compose do Debian ' +
        '(apt-get install docker-compose) para validar o compose.yaml.',
    );
  }
  return execucao;
}

describe('compose.yaml', () => {
  it('é válido para o Docker Compose', () => {
    const config = compose(['config', '-q']);
    expect(config.stderr).toBe('');
    expect(config.status).toBe(0);
  });

  it('tem o banco, o bucket, o SMTP, o antivírus, duas instâncias do portal e o proxy TLS', () => {
    const servicos = compose(['config', '--services']).stdout.split('\n').filter(Boolean);
    expect(servicos.sort()).toEqual(
      [
        'bucket',
        'caddy',
        'clamav',
        'mailpit',
        'portal-1',
        'portal-2',
        'postgres',
        'seaweedfs',
      ].sort(),
    );
  });

  it('recusa subir sem a senha do banco, dizendo qual variável falta', () => {
    const config = compose(['config', '-q'], { ...VARIAVEIS, POSTGRES_PASSWORD: '' });
    expect(config.status).not.toBe(0);
    expect(config.stderr).toContain('defina POSTGRES_PASSWORD');
  });
});
