import * as oidc from 'openid-client';
import type { Clock } from '../../infra/clock.ts';
import type { ConfigGovbr } from '../../infra/config.ts';

const ESCOPOS = [
  'openid',
  'email',
  'profile',
  'govbr_confiabilidades',
  'govbr_confiabilidades_idtoken',
];

/** What the browser carries to gov.br and what the callback must find again. */
export interface Autorizacao {
  url: URL;
  state: string;
  nonce: string;
  verificador: string;
}

/** The tokens of a callback that passed every check, and the ID token's claims. */
export interface Tokens {
  accessToken: string;
  reivindicacoes: Record<string, unknown>;
}

/**
 * The Login Único spoken through openid-client. The endpoints are written out instead of
 * discovered: gov.br keeps its keys at `/jwk`, and no request is made before the first sign-in.
 * The configuration is built per call so the token checks read the app's clock (a test moves it
 * to see an expired ID token refused).
 */
export function createClienteOidc(config: ConfigGovbr, clock: Clock) {
  // gov.br's keys, kept across the per-call configurations: one fetch of /jwk, not one per sign-in.
  let chaves: oidc.ExportedJWKSCache | undefined;
  const configuracao = () => {
    const emSegundos = Math.round((clock.now().getTime() - Date.now()) / 1000);
    const c = new oidc.Configuration(
      {
        issuer: config.issuer,
        authorization_endpoint: `${config.issuer}/authorize`,
        token_endpoint: `${config.issuer}/token`,
        jwks_uri: config.jwksUrl,
        end_session_endpoint: `${config.issuer}/logout`,
      },
      config.clientId,
      { [oidc.clockSkew]: emSegundos, id_token_signed_response_alg: 'RS256' },
      oidc.ClientSecretBasic(config.clientSecret),
    );
    c.timeout = Math.ceil(config.timeoutMs / 1000);
    // openid-client trusts an ID token from the token endpoint on TLS alone (OIDC Core 3.1.3.7);
    // checking its signature against /jwk too refuses a token altered on the way or by a proxy.
    oidc.enableNonRepudiationChecks(c);
    if (chaves) oidc.setJwksCache(c, chaves);
    // Only a local test provider speaks plain HTTP; the configuration refuses it in production.
    if (new URL(config.issuer).protocol === 'http:') oidc.allowInsecureRequests(c);
    return c;
  };

  return {
    /**
     * A new authorization request with PKCE S256, state and nonce. A confirmation asks gov.br to
     * sign the person in again whatever session it holds (`prompt=login`, `max_age=0`).
     */
    async autorizacao(confirmacao = false): Promise<Autorizacao> {
      const verificador = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const escopos = config.escopoEmpresa ? [...ESCOPOS, 'govbr_empresa'] : ESCOPOS;
      const url = oidc.buildAuthorizationUrl(configuracao(), {
        redirect_uri: config.redirectUrl,
        scope: escopos.join(' '),
        code_challenge: await oidc.calculatePKCECodeChallenge(verificador),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(confirmacao && { prompt: 'login', max_age: '0' }),
      });
      return { url, state, nonce, verificador };
    },

    /**
     * Exchanges the callback's code; throws when anything fails: the state, the code, PKCE, the
     * ID token's signature, issuer, audience, expiry or nonce.
     */
    async trocarCodigo(
      parametros: URLSearchParams,
      esperado: Pick<Autorizacao, 'state' | 'nonce' | 'verificador'>,
    ): Promise<Tokens> {
      const retorno = new URL(config.redirectUrl);
      retorno.search = parametros.toString();
      const c = configuracao();
      const resposta = await oidc.authorizationCodeGrant(c, retorno, {
        pkceCodeVerifier: esperado.verificador,
        expectedState: esperado.state,
        expectedNonce: esperado.nonce,
        idTokenExpected: true,
      });
      chaves = oidc.getJwksCache(c) ?? chaves;
      return { accessToken: resposta.access_token, reivindicacoes: { ...resposta.claims() } };
    },
  };
}

export type ClienteOidc = ReturnType<typeof createClienteOidc>;
