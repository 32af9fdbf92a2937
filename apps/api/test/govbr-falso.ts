import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

/** The claims gov.br puts in a person's ID token, plus what a test wants broken in it. */
export interface PessoaGovbr {
  cpf: string;
  nome: string;
  email: string;
  nivel?: 'bronze' | 'silver' | 'gold';
  /** The ID token's `exp` an hour ago. */
  expirado?: boolean;
  /** Another nonce than the portal sent. */
  outroNonce?: boolean;
  /** The ID token's signature altered after signing. */
  adulterado?: boolean;
  /** The sign-in this ID token reports (`auth_time`) happened that long ago, not just now. */
  autenticadaHaSegundos?: number;
}

export interface AtuacaoFalsa {
  cnpj: string;
  razaoSocial: string;
  atuacao: string;
}

export interface GovbrFalso {
  /** The issuer; its keys are at `/jwk` and its logout at `/logout`, as gov.br's. */
  issuer: string;
  /** Base of the Empresas API (…/empresas/v2/…), on the same server. */
  empresasUrl: string;
  /** The cookie that picks who signs in at the next authorization from this browser. */
  cookiePessoa(pessoa: PessoaGovbr): string;
  /** What the Empresas API answers for a CPF. */
  definirEmpresas(cpf: string, empresas: AtuacaoFalsa[]): void;
  fechar(): Promise<void>;
}

export const COOKIE_PESSOA = 'govbr_teste';

const lerCookie = (req: IncomingMessage, nome: string) =>
  (req.headers.cookie ?? '')
    .split(';')
    .map((par) => par.trim().split('='))
    .find(([chave]) => chave === nome)?.[1];

const json = (res: ServerResponse, status: number, corpo: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(corpo));

/**
 * A local OpenID provider (oauth2-mock-server, docs/decisions/027) shaped like the Login Único:
 * keys at `/jwk`, logout at `/logout`, the CPF in `sub`, `reliability_info` and `amr` in the ID
 * token; and the Empresas API beside it. Who signs in comes from a cookie the browser (or the
 * test acting as one) carries to `/authorize`, so parallel journeys do not step on each other.
 */
export async function iniciarGovbrFalso(
  empresasIniciais: Record<string, AtuacaoFalsa[]> = {},
  /** The provider's "now" for the tokens' times: a test on a FakeClock passes the same clock. */
  agora: () => Date = () => new Date(),
): Promise<GovbrFalso> {
  const emissor = new OAuth2Issuer();
  await emissor.keys.generate('RS256');
  const servico = new OAuth2Service(emissor, { jwks: '/jwk', endSession: '/logout' });
  const pessoasPorCodigo = new Map<string, PessoaGovbr>();
  const empresas = new Map(Object.entries(empresasIniciais));

  servico.on('beforeAuthorizeRedirect', ({ url }: { url: URL }, req: IncomingMessage) => {
    const valor = lerCookie(req, COOKIE_PESSOA);
    const codigo = url.searchParams.get('code');
    if (valor && codigo) {
      pessoasPorCodigo.set(codigo, JSON.parse(Buffer.from(valor, 'base64url').toString()));
    }
  });
  servico.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: { body: { code?: string } }) => {
      const pessoa = pessoasPorCodigo.get(req.body.code ?? '');
      if (!pessoa) return;
      Object.assign(token.payload, {
        sub: pessoa.cpf,
        name: pessoa.nome,
        email: pessoa.email,
        email_verified: true,
        amr: ['passwd'],
        reliability_info: { level: pessoa.nivel ?? 'silver', reliabilities: [] },
      });
      const emSegundos = Math.floor(agora().getTime() / 1000);
      Object.assign(token.payload, {
        iat: emSegundos,
        nbf: emSegundos - 10,
        exp: emSegundos + 3600,
        auth_time: emSegundos - (pessoa.autenticadaHaSegundos ?? 0),
        ...(pessoa.expirado && { iat: emSegundos - 7200, exp: emSegundos - 3600 }),
      });
      if (pessoa.outroNonce && 'nonce' in token.payload) token.payload.nonce = 'outro-nonce';
    },
  );
  servico.on(
    'beforeResponse',
    (resposta: { body: Record<string, unknown> }, req: { body: { code?: string } }) => {
      const pessoa = pessoasPorCodigo.get(req.body.code ?? '');
      const idToken = resposta.body.id_token;
      if (!pessoa?.adulterado || typeof idToken !== 'string') return;
      const [cabecalho, corpo, assinatura] = idToken.split('.');
      const claims = JSON.parse(Buffer.from(corpo!, 'base64url').toString());
      claims.reliability_info = { level: 'gold' };
      resposta.body.id_token = `${cabecalho}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${assinatura}`;
    },
  );

  const empresasApi = (req: IncomingMessage, res: ServerResponse) => {
    if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) return json(res, 401, {});
    const url = new URL(req.url ?? '/', 'http://local');
    const participante = /^\/empresas\/v2\/empresas\/(\w+)\/participantes\/(\d+)$/.exec(
      url.pathname,
    );
    if (participante) {
      const [, cnpj, cpf] = participante;
      const empresa = empresas.get(cpf!)?.find((e) => e.cnpj === cnpj);
      return empresa ? json(res, 200, { cpf, atuacao: empresa.atuacao }) : json(res, 404, {});
    }
    const cpf = url.searchParams.get('filtrar-por-participante') ?? '';
    json(
      res,
      200,
      (empresas.get(cpf) ?? []).map(({ cnpj, razaoSocial }) => ({ cnpj, razaoSocial })),
    );
  };

  const servidor = createServer((req, res) => {
    if (req.url?.startsWith('/empresas/')) return empresasApi(req, res);
    servico.requestHandler(req, res);
  });
  await new Promise<void>((pronto) => servidor.listen(0, '127.0.0.1', pronto));
  const base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  emissor.url = base;
  return {
    issuer: base,
    empresasUrl: base,
    cookiePessoa: (pessoa) =>
      `${COOKIE_PESSOA}=${Buffer.from(JSON.stringify(pessoa)).toString('base64url')}`,
    definirEmpresas: (cpf, lista) => empresas.set(cpf, lista),
    fechar: () =>
      new Promise<void>((feito) => {
        servidor.closeAllConnections();
        servidor.close(() => feito());
      }),
  };
}
