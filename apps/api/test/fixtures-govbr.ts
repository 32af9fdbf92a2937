import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AreaGovbr } from '@portal/domain';
import type { BuildOptions } from '../src/app.ts';
import type { AppConfig } from '../src/infra/config.ts';
import { GOVBR_COOKIE } from '../src/modules/govbr/routes.ts';
import { buildTestApp } from './helper.ts';
import { cookieDe, novoCadastro, novoEmail, novoIp } from './fixtures.ts';
import { iniciarGovbrFalso, type GovbrFalso, type PessoaGovbr } from './govbr-falso.ts';

export const REDIRECT_URL = 'http://portal.teste/api/govbr/retorno';

/** The portal with gov.br on, against the local provider. */
export const buildAppComGovbr = (
  govbr: GovbrFalso,
  options: BuildOptions = {},
  overrides: Partial<AppConfig> = {},
) =>
  buildTestApp(
    {
      ...overrides,
      publicUrl: 'http://portal.teste',
      govbr: {
        issuer: govbr.issuer,
        // Letters only: the provider does not decode the form-encoded Basic credentials.
        clientId: 'portalchamada',
        clientSecret: 'segredo-de-teste',
        redirectUrl: REDIRECT_URL,
        jwksUrl: `${govbr.issuer}/jwk`,
        empresasUrl: govbr.empresasUrl,
        escopoEmpresa: true,
        timeoutMs: 3000,
      },
    },
    options,
  );

export const novaPessoa = (overrides: Partial<PessoaGovbr> = {}): PessoaGovbr => ({
  cpf: generateCpf(),
  nome: 'Ana Pereira Gomes',
  email: novoEmail('govbr'),
  nivel: 'silver',
  ...overrides,
});

/** The `portal_govbr` cookie an answer set, ready for the next request. */
export const cookieGovbr = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((c) => c.name === GOVBR_COOKIE);
  if (!cookie?.value) throw new Error(`sem cookie ${GOVBR_COOKIE}: ${response.statusCode}`);
  return `${GOVBR_COOKIE}=${cookie.value}`;
};

export interface Volta {
  /** The callback's path and query, as gov.br redirects the browser there. */
  retorno: string;
  /** The cookie the portal set when the sign-in began. */
  cookie: string;
  ip: string;
}

/**
 * The browser's way to gov.br and back, redirect by redirect: the portal's /entrar, the
 * provider's /authorize (where the person "signs in"), up to the callback it would follow.
 */
export async function irAoGovbr(
  app: FastifyInstance,
  govbr: GovbrFalso,
  pessoa: PessoaGovbr,
  area: AreaGovbr = 'empresa',
): Promise<Volta> {
  const ip = novoIp();
  const inicio = await app.inject({ url: `/api/govbr/entrar?area=${area}`, remoteAddress: ip });
  if (inicio.statusCode !== 302) throw new Error(`entrar: ${inicio.statusCode} ${inicio.body}`);
  const autorizacao = await fetch(inicio.headers.location as string, {
    redirect: 'manual',
    headers: { cookie: govbr.cookiePessoa(pessoa) },
  });
  const volta = new URL(autorizacao.headers.get('location')!);
  return { retorno: `${volta.pathname}${volta.search}`, cookie: cookieGovbr(inicio), ip };
}

export const voltarDoGovbr = (app: FastifyInstance, volta: Volta) =>
  app.inject({ url: volta.retorno, headers: { cookie: volta.cookie }, remoteAddress: volta.ip });

/** A whole first sign-in up to the link/register screen: the pending identity's cookie. */
export async function identidadePendente(
  app: FastifyInstance,
  govbr: GovbrFalso,
  pessoa: PessoaGovbr,
  area: AreaGovbr = 'empresa',
) {
  const volta = await irAoGovbr(app, govbr, pessoa, area);
  const retorno = await voltarDoGovbr(app, volta);
  if (retorno.headers.location !== '/acesso/govbr') {
    throw new Error(`retorno: ${retorno.statusCode} ${String(retorno.headers.location)}`);
  }
  return { cookie: cookieGovbr(retorno), ip: volta.ip };
}

/** The session cookie of an answer that opened one. */
export const sessaoDe = (response: LightMyRequestResponse) => {
  const cookie = cookieDe(response);
  if (!cookie) throw new Error(`sem sessão: ${response.statusCode} ${response.body}`);
  return { cookie };
};

/** A test file's local gov.br and the portal signing in with it, up for all its tests. */
export function usarAppComGovbr() {
  let govbr: GovbrFalso | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    govbr = await iniciarGovbrFalso();
    app = await buildAppComGovbr(govbr);
  });
  afterAll(async () => {
    await app?.close();
    await govbr?.fechar();
  });
  return {
    get app() {
      if (!app) throw new Error('app não iniciado');
      return app;
    },
    get govbr() {
      if (!govbr) throw new Error('gov.br de teste não iniciado');
      return govbr;
    },
  };
}

/**
 * PUT /api/govbr/cadastro with the pending identity's cookie, as the form sends it: no password.
 * The form sends the prefilled name and e-mail; by default these differ, to prove the server
 * takes gov.br's anyway.
 */
export const cadastrarPeloGovbr = (
  app: FastifyInstance,
  cookie: string,
  overrides: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'PUT',
    url: '/api/govbr/cadastro',
    headers: { cookie },
    // JSON leaves an undefined key out: the payload has no `senhaNova` at all.
    payload: novoCadastro({
      nome: 'Outro Nome',
      email: 'outro@exemplo.com.br',
      senhaNova: undefined,
      ...overrides,
    }),
  });

/**
 * "Confirmar com gov.br" from a signed-in browser: the portal's /confirmar with the session, the
 * provider's /authorize (a fresh sign-in), and the callback with both cookies. Answers the
 * redirect to gov.br and the callback's answer.
 */
export async function confirmarComGovbr(
  app: FastifyInstance,
  govbr: GovbrFalso,
  sessao: { cookie: string },
  pessoa: PessoaGovbr,
  destino = '/painel/meus-dados',
) {
  const inicio = await app.inject({
    url: `/api/govbr/confirmar?destino=${encodeURIComponent(destino)}`,
    headers: { cookie: sessao.cookie },
  });
  if (inicio.statusCode !== 302) throw new Error(`confirmar: ${inicio.statusCode} ${inicio.body}`);
  const paraGovbr = new URL(inicio.headers.location as string);
  const autorizacao = await fetch(paraGovbr, {
    redirect: 'manual',
    headers: { cookie: govbr.cookiePessoa(pessoa) },
  });
  const volta = new URL(autorizacao.headers.get('location')!);
  const retorno = await app.inject({
    url: `${volta.pathname}${volta.search}`,
    headers: { cookie: `${sessao.cookie}; ${cookieGovbr(inicio)}` },
  });
  return { paraGovbr, retorno };
}
