import { join } from 'node:path';
import { z } from 'zod';
import { isEmailValido, isSenhaValida, MENSAGENS } from '@portal/domain';
import { lerClamdUrl, type EnderecoClamd } from './clamd.ts';
import { findRepoRoot } from './repo-root.ts';
import { configuracaoInvalida, mensagemDaConfiguracao, problemaDe } from './config-erro.ts';
import { lerStorageUrl } from './arquivos/storage-url.ts';

// Defaults hang off the repository root, not the working directory, so `npm run dev -w apps/api`,
// `tsx apps/api/src/server.ts` and the e2e runner all find the same data, content and build.
const REPO_ROOT = findRepoRoot();

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL URL; `null` means the embedded PGlite under `dataDir`; `memory://` an in-memory PGlite. */
  databaseUrl: string | null;
  /** S3-compatible bucket for file bytes (docs/decisions/013); `null` keeps them in the database. */
  storageUrl: string | null;
  /** Schema the app works in (search_path); `null` keeps the server's default. */
  databaseSchema: string | null;
  dataDir: string;
  contentDir: string;
  webDist: string;
  /**
   * The address people reach the portal at, without a trailing slash: canonical links, share
   * cards, the sitemap and the open data need absolute URLs, and behind a proxy the request's
   * own host may be an internal one.
   */
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Fastify's trustProxy: `true`, a hop count or a list of trusted addresses. */
  trustProxy: boolean | number | string;
  /**
   * Multiplies every attempt limit. The browser tests sign up dozens of companies from one
   * address in minutes; production keeps 1.
   */
  rateLimitFactor: number;
  /**
   * E-mail domains allowed to register institute accounts (`ipt.br` also admits `x.ipt.br`);
   * empty admits any. Registration stays pending until an administrator approves it anyway.
   */
  staffEmailDomains: string[];
  /**
   * E-mail domains of public bodies (`sp.gov.br` also admits `prefeitura.sp.gov.br`): a municipal
   * manager registering with one is verified at once; others wait for staff. Empty verifies nobody.
   */
  gestorEmailDomains: string[];
  /** The administrator ensured at start (docs/decisions/007); null leaves it to the fallback. */
  admin: { email: string; senha: string } | null;
  /** SMTP server for outgoing e-mail (docs/decisions/010); null keeps messages in the outbox unsent. */
  smtpUrl: string | null;
  /** Sender of every e-mail (`From`). */
  mailFrom: string;
  /**
   * Whether the log shows the text of each unsent message when SMTP_URL is missing, so a developer
   * can follow a link. Never in production: those texts carry reset and confirmation links.
   */
  emailNoLog: boolean;
  /** How the e-mail queue retries a temporary SMTP failure; tests shorten it. */
  emailEnvio: { tentativas: number; intervaloSegundos: number; backoff: boolean };
  /** How often an idle worker looks for new jobs; tests shorten it. */
  filaIntervaloSegundos: number;
  /**
   * Months the audit trail keeps access records (sign-ins, sign-outs, their IPs): the Marco Civil
   * (Lei 12.965/2014, art. 15) asks for six, and keeping them longer keeps personal data without
   * a purpose. The rest of the trail stays as long as the call's records.
   */
  retencaoAcessosMeses: number;
  /**
   * Port of the second listener that serves `/metrics` to Prometheus; `null` serves none. Apart
   * from the public port so the metrics are reachable only where the operator opens them.
   */
  metricsPort: number | null;
  /**
   * Whether pages load VLibras, the federal government's Libras translator. Its script comes from
   * vlibras.gov.br, so it is off unless asked for, and only then does the CSP admit that origin.
   */
  vlibras: boolean;
  /**
   * The public registries that prefill a new company's registration (docs/decisions/025): URL
   * templates with a `{cnpj}` or `{cep}` placeholder (without one, the value goes at the end);
   * `null` turns that lookup off.
   */
  registros: {
    cnpjUrl: string | null;
    cepUrl: string | null;
    /** A ViaCEP-shaped second CEP provider, asked only for the IBGE code the first one lacks. */
    cepIbgeUrl: string | null;
    /** How long the person waits for a registry before filling the form by hand. */
    timeoutMs: number;
  };
  /** The signed PDF's check at upload (docs/decisions/026). */
  assinatura: {
    /**
     * Files or folders of trusted root certificates (PEM or DER): ICP-Brasil's AC Raiz v5 onwards
     * and the gov.br root. Empty trusts none, so every signature is "a conferir".
     */
    ancoras: string[];
    /** Refuse a PDF without a digital signature instead of accepting it marked as such. */
    obrigatoria: boolean;
    /**
     * Download a CRL from the certificate's distribution point when the signature carries none,
     * waiting at most this long for each; `null` keeps the check to the embedded CRLs.
     */
    lcrRedeTimeoutMs: number | null;
  };
  /** "Entrar com gov.br" (docs/decisions/027); `null` hides the button and its routes answer 404. */
  govbr: ConfigGovbr | null;
  /**
   * The clamd every upload is scanned by before it is stored (docs/decisions/029); `null` (no
   * CLAMD_URL) scans nothing.
   */
  antivirus: { clamd: EnderecoClamd; timeoutMs: number } | null;
}

export interface ConfigGovbr {
  /** The Login Único's address, e.g. https://sso.staging.acesso.gov.br (no trailing slash). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The portal's `/api/govbr/retorno` as registered with the Login Único. */
  redirectUrl: string;
  /** gov.br publishes its keys at `/jwk`, not where discovery would look. */
  jwksUrl: string;
  /** Base of the Empresas API (…/empresas/v2/…); `null` skips the companies the CPF acts for. */
  empresasUrl: string | null;
  /** Whether the deployment was granted the `govbr_empresa` scope. */
  escopoEmpresa: boolean;
  timeoutMs: number;
}

const optional = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : value;

const urlDeProvedor = z
  .url({
    protocol: /^https?$/,
    error: 'use um endereço http(s)://, como https://minhareceita.org/',
  })
  .optional();

/** A `true`/`false` setting that is off unless set. */
const desligadoPorPadrao = z
  .enum(['true', 'false'], { error: 'use true ou false' })
  .default('false')
  .transform((value) => value === 'true');

/** An address checked by the reader that will use it; its message follows the variable's name. */
const lidaPor = (ler: (texto: string) => unknown) =>
  z
    .string()
    .superRefine((texto, ctx) => {
      try {
        ler(texto);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    })
    .optional();

/** Comma-separated e-mail domains, lower case, without a leading `@`. */
const listaDeDominios = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
      .filter(Boolean),
  )
  .refine((domains) => domains.every((d) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(d)), {
    message: 'use domínios separados por vírgula, como ipt.br,sp.gov.br',
  })
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).meta({ exemplo: '3000' }),
  HOST: z.string().default('0.0.0.0').meta({ exemplo: '0.0.0.0' }),
  DATABASE_URL: z.string().optional().meta({ exemplo: 'postgres://portal@localhost:5432/portal' }),
  STORAGE_URL: lidaPor(lerStorageUrl).meta({
    exemplo: 's3://CHAVE:SEGREDO@minio.local:9000/portal?forcePathStyle=true',
  }),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'use letras minúsculas, dígitos e _')
    .optional()
    .meta({ exemplo: 'portal' }),
  DATA_DIR: z.string().default(join(REPO_ROOT, 'data')).meta({ exemplo: '/var/lib/portal' }),
  CONTENT_DIR: z
    .string()
    .default(join(REPO_ROOT, 'content'))
    .meta({ exemplo: '/etc/portal/content' }),
  WEB_DIST: z
    .string()
    .default(join(REPO_ROOT, 'apps/web/dist'))
    .meta({ exemplo: '/opt/portal/apps/web/dist' }),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'use um endereço http(s)://, como https://portal.sp.gov.br',
    })
    .optional()
    .meta({ exemplo: 'https://portal.sp.gov.br' }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .meta({ exemplo: 'info' }),
  TRUST_PROXY: z.string().optional().meta({ exemplo: '1' }),
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1).meta({ exemplo: '1' }),
  STAFF_EMAIL_DOMAINS: listaDeDominios.meta({ exemplo: 'ipt.br,sp.gov.br' }),
  GESTOR_EMAIL_DOMINIOS: listaDeDominios.meta({ exemplo: 'sp.gov.br,rj.gov.br' }),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isEmailValido, { message: 'e-mail inválido' })
    .optional()
    .meta({ exemplo: 'gestao@ipt.br' }),
  // The spec's rule at least; the dictionary check is left out because the operator chose it.
  ADMIN_PASSWORD: z
    .string()
    .refine(isSenhaValida, {
      message: `${MENSAGENS.senhaRegra} ${MENSAGENS.senhaCaracteresAceitos}`,
    })
    .optional()
    .meta({ exemplo: 'Ipe@Roxo!Florido92' }),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'use um endereço smtp:// ou smtps://' })
    .optional()
    .meta({ exemplo: 'smtp://usuario:senha@smtp.ipt.br:587' }),
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .meta({ exemplo: '"Chamada Pública <nao-responda@portal.sp.gov.br>"' }),
  AUDITORIA_ACESSOS_MESES: z.coerce
    .number()
    .int('use um número inteiro de meses')
    .min(6, 'o Marco Civil da Internet pede pelo menos 6 meses')
    .max(120, 'no máximo 120 meses')
    .default(6)
    .meta({ exemplo: '6' }),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional().meta({ exemplo: '9464' }),
  CNPJ_PROVIDER_URL: urlDeProvedor.meta({ exemplo: 'https://minhareceita.org/' }),
  CEP_PROVIDER_URL: urlDeProvedor.meta({ exemplo: 'https://brasilapi.com.br/api/cep/v2/{cep}' }),
  CEP_IBGE_PROVIDER_URL: urlDeProvedor.meta({ exemplo: 'https://viacep.com.br/ws/{cep}/json/' }),
  REGISTROS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(30_000)
    .default(3000)
    .meta({ exemplo: '3000' }),
  // Comma-separated: a path with a comma is not worth a second separator.
  ASSINATURA_ANCORAS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((caminho) => caminho.trim())
        .filter(Boolean),
    )
    .optional()
    .meta({ exemplo: '/etc/portal/ancoras' }),
  ASSINATURA_DIGITAL_OBRIGATORIA: desligadoPorPadrao.meta({ exemplo: 'false' }),
  ASSINATURA_LCR_REDE: desligadoPorPadrao.meta({ exemplo: 'false' }),
  VLIBRAS: desligadoPorPadrao.meta({ exemplo: 'false' }),
  ASSINATURA_LCR_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(10_000)
    .meta({ exemplo: '10000' }),
  GOVBR_ISSUER: urlDeProvedor.meta({ exemplo: 'https://sso.acesso.gov.br' }),
  GOVBR_CLIENT_ID: z.string().trim().optional().meta({ exemplo: 'portal.sp.gov.br' }),
  GOVBR_CLIENT_SECRET: z.string().optional().meta({ exemplo: 'o-segredo-dado-pelo-gov.br' }),
  GOVBR_REDIRECT_URL: urlDeProvedor.meta({ exemplo: 'https://portal.sp.gov.br/api/govbr/retorno' }),
  GOVBR_JWKS_URL: urlDeProvedor.meta({ exemplo: 'https://sso.acesso.gov.br/jwk' }),
  GOVBR_EMPRESAS_URL: urlDeProvedor.meta({ exemplo: 'https://api.acesso.gov.br' }),
  GOVBR_ESCOPO_EMPRESA: z.enum(['true', 'false']).optional().meta({ exemplo: 'true' }),
  CLAMD_URL: lidaPor(lerClamdUrl).meta({ exemplo: 'tcp://clamav:3310' }),
  // A 2 MiB file takes clamd well under a second; past this the person is told to try again.
  CLAMD_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(120_000)
    .default(15_000)
    .meta({ exemplo: '15000' }),
  NODE_ENV: z.string().optional().meta({ exemplo: 'production' }),
});

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

const publicUrlDe = (e: { PUBLIC_URL?: string; PORT: number }) =>
  (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');

type Variavel = keyof typeof envSchema.shape;

/** "Entrar com gov.br" needs all four, or none. */
const GOVBR_JUNTAS = [
  'GOVBR_ISSUER',
  'GOVBR_CLIENT_ID',
  'GOVBR_CLIENT_SECRET',
  'GOVBR_REDIRECT_URL',
] as const satisfies readonly Variavel[];

const exemploDe = (variavel: Variavel) => {
  const exemplo = envSchema.shape[variavel].meta()?.exemplo;
  return typeof exemplo === 'string' ? exemplo : undefined;
};

/** One variable's problem, with the example its schema carries. */
const problema = (variavel: Variavel, regra: string) =>
  problemaDe(variavel, regra, exemploDe(variavel));

/**
 * Reads the environment; a bad value stops the start with `ConfiguracaoInvalida`: one paragraph
 * naming each variable, what it must be and an example.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, optional(env[key])]),
  );
  const parsed = envSchema.safeParse(cleaned, { error: mensagemDaConfiguracao });
  if (!parsed.success) {
    throw configuracaoInvalida(
      parsed.error.issues.map((i) => problema(i.path[0] as Variavel, i.message)),
    );
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw configuracaoInvalida([
      problema(
        e.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD',
        'defina ADMIN_EMAIL e ADMIN_PASSWORD juntas',
      ),
    ]);
  }
  // Port 0 asks the system for a free one each time, so two zeros never collide.
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw configuracaoInvalida([problema('METRICS_PORT', 'precisa ser diferente de PORT')]);
  }
  const faltamGovbr = GOVBR_JUNTAS.filter((nome) => e[nome] === undefined);
  if (faltamGovbr.length > 0 && faltamGovbr.length < GOVBR_JUNTAS.length) {
    const juntas = `defina ${GOVBR_JUNTAS.slice(0, -1).join(', ')} e ${GOVBR_JUNTAS.at(-1)} juntas`;
    throw configuracaoInvalida(faltamGovbr.map((nome) => problema(nome, juntas)));
  }
  // The sign-in's codes, tokens and keys travel on these: in production only over TLS. A local
  // test provider (http) is for development and the tests.
  if (e.NODE_ENV === 'production') {
    const semTls = (
      ['GOVBR_ISSUER', 'GOVBR_REDIRECT_URL', 'GOVBR_JWKS_URL', 'GOVBR_EMPRESAS_URL'] as const
    ).filter((nome) => e[nome]?.startsWith('http:'));
    if (semTls.length > 0) {
      throw configuracaoInvalida(semTls.map((nome) => problema(nome, 'em produção, use https://')));
    }
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    storageUrl: e.STORAGE_URL ?? null,
    databaseSchema: e.DATABASE_SCHEMA ?? null,
    dataDir: e.DATA_DIR,
    contentDir: e.CONTENT_DIR,
    webDist: e.WEB_DIST,
    publicUrl: publicUrlDe(e),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    staffEmailDomains: e.STAFF_EMAIL_DOMAINS ?? [],
    gestorEmailDomains: e.GESTOR_EMAIL_DOMINIOS ?? [],
    admin:
      e.ADMIN_EMAIL !== undefined && e.ADMIN_PASSWORD !== undefined
        ? { email: e.ADMIN_EMAIL, senha: e.ADMIN_PASSWORD }
        : null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Chamada Pública <nao-responda@${new URL(publicUrlDe(e)).hostname}>`,
    emailNoLog: e.NODE_ENV !== 'production',
    // Six tries over about half an hour (1, 2, 4, 8, 16 minutes apart) outlast a mail server's
    // restart without keeping a dead address in the queue for days.
    emailEnvio: { tentativas: 6, intervaloSegundos: 60, backoff: true },
    filaIntervaloSegundos: 2,
    retencaoAcessosMeses: e.AUDITORIA_ACESSOS_MESES,
    metricsPort: e.METRICS_PORT ?? null,
    vlibras: e.VLIBRAS,
    registros: {
      cnpjUrl: e.CNPJ_PROVIDER_URL ?? null,
      cepUrl: e.CEP_PROVIDER_URL ?? null,
      cepIbgeUrl: e.CEP_IBGE_PROVIDER_URL ?? null,
      timeoutMs: e.REGISTROS_TIMEOUT_MS,
    },
    assinatura: {
      ancoras: e.ASSINATURA_ANCORAS ?? [],
      obrigatoria: e.ASSINATURA_DIGITAL_OBRIGATORIA,
      lcrRedeTimeoutMs: e.ASSINATURA_LCR_REDE ? e.ASSINATURA_LCR_TIMEOUT_MS : null,
    },
    govbr: lerConfigGovbr(e),
    antivirus: e.CLAMD_URL
      ? { clamd: lerClamdUrl(e.CLAMD_URL), timeoutMs: e.CLAMD_TIMEOUT_MS }
      : null,
  };
}

const semBarraFinal = (url: string) => url.replace(/\/+$/, '');

function lerConfigGovbr(e: z.infer<typeof envSchema>): ConfigGovbr | null {
  if (!e.GOVBR_ISSUER || !e.GOVBR_CLIENT_ID || !e.GOVBR_CLIENT_SECRET || !e.GOVBR_REDIRECT_URL) {
    return null;
  }
  const issuer = semBarraFinal(e.GOVBR_ISSUER);
  return {
    issuer,
    clientId: e.GOVBR_CLIENT_ID,
    clientSecret: e.GOVBR_CLIENT_SECRET,
    redirectUrl: e.GOVBR_REDIRECT_URL,
    jwksUrl: e.GOVBR_JWKS_URL ?? `${issuer}/jwk`,
    empresasUrl: e.GOVBR_EMPRESAS_URL ? semBarraFinal(e.GOVBR_EMPRESAS_URL) : null,
    escopoEmpresa: e.GOVBR_ESCOPO_EMPRESA === 'true',
    // The same patience as the public registries: a person is waiting on the callback.
    timeoutMs: e.REGISTROS_TIMEOUT_MS,
  };
}

/** Where the server's database is: DATABASE_URL, or the embedded one under DATA_DIR. */
export const localDoBanco = (config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>) =>
  config.databaseUrl ?? join(config.dataDir, 'pglite');

/** The environment's config with the caller's overrides on top (tests, e2e). */
export const resolveConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig(),
  ...overrides,
});

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}
