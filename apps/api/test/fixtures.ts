import { randomBytes, randomInt } from 'node:crypto';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { GUID_VAZIO } from '@portal/domain';
import { SESSION_COOKIE } from '../src/modules/login/session-repository.ts';
import { confirmarEmail } from './fixtures-email.ts';

/** Passes the spec's rule and the strength estimator. */
export const SENHA_FORTE = 'Girassol@Azul!84';

const sufixo = () => randomBytes(4).toString('hex');

/**
 * A client address of its own, so one test's sign-ins never count against another's
 * per-address limits.
 */
export const novoIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const novoEmail = (prefixo = 'usuario', dominio = 'cidadeviva.com.br') =>
  `${prefixo}.${sufixo()}@${dominio}`;

export const novaEmpresa = (overrides: Record<string, unknown> = {}) => ({
  id: GUID_VAZIO,
  nomeOficial: 'Soluções Urbanas Ltda',
  nomeFantasia: 'Cidade Viva',
  cnpj: generateCnpj(),
  tipoEmpresa: 2,
  webSite: 'https://cidadeviva.com.br',
  experiencia: 'Dez anos em iluminação pública.',
  endereco: {
    tipoLogradouro: 2,
    nomeLogradouro: 'Paulista',
    numero: '1000',
    complemento: 'Conjunto 12',
    bairro: 'Bela Vista',
    municipio: { id: 3550308, estado: { id: 35 } },
    cep: '01310-100',
  },
  responsavelLegalNome: 'Maria da Silva',
  responsavelLegalCPF: generateCpf(),
  responsavelLegalRG: '12.345.678-9',
  responsavelLegalCargo: 'Diretora',
  responsavelLegalEmail: 'maria.silva@cidadeviva.com.br',
  ...overrides,
});

/** A valid registration payload with a fresh e-mail and, by default, a new company. */
export function novoCadastro(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? novoEmail();
  return {
    nome: 'João Souza',
    email,
    login: email,
    senhaNova: SENHA_FORTE,
    aceiteLGPD: true,
    telefones: [{ ddd: '11', numero: '987654321', tipoTelefone: 1, observacoes: 'Comercial' }],
    empresa: novaEmpresa(),
    cargo: 'Gerente',
    departamento: 'Projetos',
    ...overrides,
  };
}

export interface UsuarioDeTeste {
  id: string;
  email: string;
  senha: string;
  ip: string;
  cnpj: string;
  cadastro: ReturnType<typeof novoCadastro>;
}

export interface Sessao {
  cookie: string;
  empresaId: string;
}

export const cookieDe = (response: LightMyRequestResponse): string | null => {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie?.value ? `${SESSION_COOKIE}=${cookie.value}` : null;
};

/**
 * Registers a company user through the API; throws with the answer if refused. The address is
 * confirmed through the link of the e-mail unless `confirmar` is false.
 */
export async function registerCompanyUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  { confirmar = true } = {},
): Promise<UsuarioDeTeste> {
  const cadastro = novoCadastro(overrides);
  const ip = novoIp();
  const response = await app.inject({
    method: 'PUT',
    url: '/api/cadastro/usuario',
    payload: cadastro,
    remoteAddress: ip,
  });
  if (response.statusCode !== 201) {
    throw new Error(`cadastro recusado: ${response.statusCode} ${response.body}`);
  }
  if (confirmar) await confirmarEmail(app, cadastro.email);
  const { cnpj } = cadastro.empresa as { cnpj: string };
  return {
    id: response.json().idCriadoGuid,
    email: cadastro.email,
    senha: cadastro.senhaNova,
    ip,
    cnpj: cnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase(),
    cadastro,
  };
}

/** Signs in as the user; returns the session cookie and the company id. */
export async function login(
  app: FastifyInstance,
  user: Pick<UsuarioDeTeste, 'email' | 'senha' | 'ip'>,
): Promise<Sessao> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { login: user.email, SenhaAtual: user.senha },
    remoteAddress: user.ip,
  });
  const cookie = cookieDe(response);
  if (response.statusCode !== 200 || cookie === null) {
    throw new Error(`login recusado: ${response.statusCode} ${response.body}`);
  }
  return { cookie, empresaId: response.json().empresa.id };
}

/** Registers and signs in: the usual start of a test about a signed-in company user. */
export async function signedInCompanyUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<UsuarioDeTeste & Sessao> {
  const user = await registerCompanyUser(app, overrides);
  return { ...user, ...(await login(app, user)) };
}

/** A request carrying a session cookie (or none, for `null`). */
export const injectAs = (
  app: FastifyInstance,
  sessao: { cookie: string } | null,
  options: InjectOptions & { method: InjectOptions['method']; url: string },
) =>
  app.inject({
    ...options,
    headers: { ...options.headers, ...(sessao ? { cookie: sessao.cookie } : {}) },
  });

/**
 * No answer carries a password or a hash: no `"…senha…":`/`"…hash…":` key (the spec's
 * `dataAlteracaoSenha` is a date), no argon2 string and, when given, not the password itself.
 */
export function semSegredos(rawJson: string, senha?: string): boolean {
  const chaveSecreta = /"(?!dataAlteracaoSenha")[^"]*(senha|hash)[^"]*"\s*:/i;
  return (
    !chaveSecreta.test(rawJson) &&
    !rawJson.includes('$argon2') &&
    (senha === undefined || !rawJson.includes(senha))
  );
}
