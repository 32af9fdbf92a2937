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
      staffEmailDomains: [],
      admin: null,
      metricsPort: null,
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
      METRICS_PORT: '9464',
    });
    expect(config).toMatchObject({
      port: 3999,
      databaseUrl: 'postgres://localhost/portal',
      trustProxy: 1,
      logLevel: 'warn',
      rateLimitFactor: 50,
      metricsPort: 9464,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toBe('10.0.0.1');
  });

  it('lê os provedores de CNPJ e CEP, desligados por padrão', () => {
    expect(loadConfig({}).registros).toEqual({
      cnpjUrl: null,
      cepUrl: null,
      cepIbgeUrl: null,
      timeoutMs: 3000,
    });
    const config = loadConfig({
      CNPJ_PROVIDER_URL: 'https://minhareceita.org/',
      CEP_PROVIDER_URL: 'https://brasilapi.com.br/api/cep/v2/{cep}',
      CEP_IBGE_PROVIDER_URL: 'https://viacep.com.br/ws/{cep}/json/',
      REGISTROS_TIMEOUT_MS: '300',
    });
    expect(config.registros).toEqual({
      cnpjUrl: 'https://minhareceita.org/',
      cepUrl: 'https://brasilapi.com.br/api/cep/v2/{cep}',
      cepIbgeUrl: 'https://viacep.com.br/ws/{cep}/json/',
      timeoutMs: 300,
    });
    expect(() => loadConfig({ CNPJ_PROVIDER_URL: 'minhareceita.org' })).toThrow(
      /CNPJ_PROVIDER_URL/,
    );
  });

  it('gov.br: desligado sem as quatro variáveis, chaves em /jwk por padrão, nunca pela metade', () => {
    expect(loadConfig({}).govbr).toBeNull();
    const govbr = {
      GOVBR_ISSUER: 'https://sso.staging.acesso.gov.br/',
      GOVBR_CLIENT_ID: 'portal',
      GOVBR_CLIENT_SECRET: 'segredo',
      GOVBR_REDIRECT_URL: 'https://portal.sp.gov.br/api/govbr/retorno',
    };
    expect(loadConfig(govbr).govbr).toEqual({
      issuer: 'https://sso.staging.acesso.gov.br',
      clientId: 'portal',
      clientSecret: 'segredo',
      redirectUrl: 'https://portal.sp.gov.br/api/govbr/retorno',
      jwksUrl: 'https://sso.staging.acesso.gov.br/jwk',
      empresasUrl: null,
      escopoEmpresa: false,
      timeoutMs: 3000,
    });
    expect(
      loadConfig({
        ...govbr,
        GOVBR_EMPRESAS_URL: 'https://api.staging.acesso.gov.br/',
        GOVBR_ESCOPO_EMPRESA: 'true',
      }).govbr,
    ).toMatchObject({ empresasUrl: 'https://api.staging.acesso.gov.br', escopoEmpresa: true });
    expect(() => loadConfig({ ...govbr, GOVBR_CLIENT_SECRET: '' })).toThrow(/juntas/);
    expect(() => loadConfig({ ...govbr, GOVBR_ISSUER: 'sso.acesso.gov.br' })).toThrow(
      /GOVBR_ISSUER/,
    );
    // A local test provider speaks http; in production every gov.br address must be https.
    const local = { ...govbr, GOVBR_ISSUER: 'http://127.0.0.1:9000' };
    expect(loadConfig(local).govbr?.issuer).toBe('http://127.0.0.1:9000');
    expect(() =>
      loadConfig({ ...local, NODE_ENV: 'production', GOVBR_EMPRESAS_URL: 'http://x.test' }),
    ).toThrow(/GOVBR_ISSUER: em produção, use https:\/\/.* GOVBR_EMPRESAS_URL: em produção/);
    expect(loadConfig({ ...govbr, NODE_ENV: 'production' }).govbr).not.toBeNull();
  });

  it('assinatura: LCR pela rede desligada por padrão, com tempo limite quando ligada', () => {
    expect(loadConfig({}).assinatura).toEqual({
      ancoras: [],
      obrigatoria: false,
      lcrRedeTimeoutMs: null,
    });
    expect(
      loadConfig({
        ASSINATURA_ANCORAS: '/raizes, /outra/raiz.pem',
        ASSINATURA_DIGITAL_OBRIGATORIA: 'true',
        ASSINATURA_LCR_REDE: 'true',
      }).assinatura,
    ).toEqual({
      ancoras: ['/raizes', '/outra/raiz.pem'],
      obrigatoria: true,
      lcrRedeTimeoutMs: 10_000,
    });
    expect(
      loadConfig({ ASSINATURA_LCR_REDE: 'true', ASSINATURA_LCR_TIMEOUT_MS: '2500' }).assinatura
        .lcrRedeTimeoutMs,
    ).toBe(2500);
    expect(() => loadConfig({ ASSINATURA_LCR_REDE: 'sim' })).toThrow(/ASSINATURA_LCR_REDE/);
    expect(() => loadConfig({ ASSINATURA_LCR_TIMEOUT_MS: '50' })).toThrow(
      /ASSINATURA_LCR_TIMEOUT_MS/,
    );
  });

  it('recusa um valor inválido nomeando a variável', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_SCHEMA: 'x; drop' })).toThrow(/DATABASE_SCHEMA/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      'METRICS_PORT: precisa ser diferente de PORT',
    );
    expect(() => loadConfig({ STORAGE_URL: 's3://servidor' })).toThrow(
      'STORAGE_URL: falta o bucket',
    );
  });

  it('lê os domínios da equipe e o administrador inicial', () => {
    const config = loadConfig({
      STAFF_EMAIL_DOMAINS: ' IPT.br, @sp.gov.br ,',
      ADMIN_EMAIL: ' Diretoria@IPT.br ',
      ADMIN_PASSWORD: 'Ipe@Roxo!Florido92',
    });
    expect(config.staffEmailDomains).toEqual(['ipt.br', 'sp.gov.br']);
    expect(config.admin).toEqual({ email: 'diretoria@ipt.br', senha: 'Ipe@Roxo!Florido92' });
  });

  it('recusa administrador pela metade, senha fora da regra e domínio malformado', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@ipt.br' })).toThrow(/ADMIN_EMAIL e ADMIN_PASSWORD/);
    const fraca = () => loadConfig({ ADMIN_EMAIL: 'a@ipt.br', ADMIN_PASSWORD: 'segredo-fraco' });
    expect(fraca).toThrow(/ADMIN_PASSWORD/);
    // The message names the variable, never the value.
    expect(fraca).not.toThrow(/segredo-fraco/);
    expect(() => loadConfig({ STAFF_EMAIL_DOMAINS: 'ipt' })).toThrow(/STAFF_EMAIL_DOMAINS/);
  });
});
