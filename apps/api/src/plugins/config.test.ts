import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuração', () => {
  it('usa padrões relativos à raiz do repositório, não ao diretório atual', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      databaseSchema: null,
      logLevel: 'info',
      trustProxy: false,
      rateLimitFactor: 1,
    });
    expect(existsSync(join(config.contentDir, 'documentos', 'manifest.json'))).toBe(true);
    expect(config.dataDir).toBe(join(config.contentDir, '..', 'data'));
    expect(config.webDist.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it('lê as variáveis de ambiente', () => {
    const config = loadConfig({
      PORT: '3999',
      DATABASE_URL: 'postgres://localhost/portal',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '50',
    });
    expect(config).toMatchObject({
      port: 3999,
      databaseUrl: 'postgres://localhost/portal',
      trustProxy: 1,
      logLevel: 'warn',
      rateLimitFactor: 50,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toBe('10.0.0.1');
  });

  it('recusa um valor inválido nomeando a variável', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_SCHEMA: 'x; drop' })).toThrow(/DATABASE_SCHEMA/);
  });
});
