import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuração do antivírus', () => {
  it('sem CLAMD_URL nada é examinado', () => {
    expect(loadConfig({}).antivirus).toBeNull();
  });

  it('lê CLAMD_URL e CLAMD_TIMEOUT_MS (15 s quando omitido)', () => {
    expect(loadConfig({ CLAMD_URL: '/run/clamav/clamd.ctl' }).antivirus).toEqual({
      clamd: { path: '/run/clamav/clamd.ctl' },
      timeoutMs: 15_000,
    });
    expect(
      loadConfig({ CLAMD_URL: 'tcp://clamav:3310', CLAMD_TIMEOUT_MS: '5000' }).antivirus,
    ).toEqual({ clamd: { host: 'clamav', port: 3310 }, timeoutMs: 5000 });
  });

  it('recusa um valor inválido nomeando a variável', () => {
    expect(() => loadConfig({ CLAMD_URL: 'clamav:3310' })).toThrow(
      'CLAMD_URL: o endereço começa com tcp:// ou unix://, ou é o caminho do socket',
    );
    expect(() => loadConfig({ CLAMD_URL: '/s', CLAMD_TIMEOUT_MS: '10' })).toThrow(
      /CLAMD_TIMEOUT_MS/,
    );
  });
});
