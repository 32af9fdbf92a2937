import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('PUBLIC_URL', () => {
  it('usa http://localhost com a porta quando não definida', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('tira a barra final, para os endereços absolutos não terem duas', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://cidades.sp.gov.br/' }).publicUrl).toBe(
      'https://cidades.sp.gov.br',
    );
  });

  it('recusa um endereço que não é http(s), nomeando a variável', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'cidades.sp.gov.br' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://cidades.sp.gov.br' })).toThrow(/PUBLIC_URL/);
  });
});
