import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { usuario } from '../src/infra/db/schema.ts';
import { confirmarEmail } from './fixtures-email.ts';
import { cookieDe, novoEmail, novoIp, SENHA_FORTE } from './fixtures.ts';

/** Institute accounts for the tests of the institute area (and the benchmark). */

export interface MembroDeTeste {
  id: string;
  email: string;
  senha: string;
  ip: string;
  nome: string;
}

export interface MembroComSessao extends MembroDeTeste {
  cookie: string;
}

/** An administrator the app ensures at start when given as `admin` in its config. */
export const adminDeTeste = () => ({ email: novoEmail('admin'), senha: 'Ipe@Roxo!Florido92' });

export const novoCadastroIpt = (overrides: Record<string, unknown> = {}) => {
  const email = (overrides.email as string | undefined) ?? novoEmail('analista');
  return {
    nome: 'Ana Pesquisadora',
    email,
    login: email,
    senhaNova: SENHA_FORTE,
    aceiteLGPD: true,
    ...overrides,
  };
};

/**
 * Registers an institute account through the API (it starts pending, type 3), its address
 * confirmed through the e-mail's link unless `confirmar` is false.
 */
export async function registerStaffUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  { confirmar = true } = {},
): Promise<MembroDeTeste> {
  const cadastro = novoCadastroIpt(overrides);
  const ip = novoIp();
  const response = await app.inject({
    method: 'PUT',
    url: '/api/cadastro/usuario/ipt',
    payload: cadastro,
    remoteAddress: ip,
  });
  if (response.statusCode !== 201) {
    throw new Error(`cadastro ipt recusado: ${response.statusCode} ${response.body}`);
  }
  const { email, senhaNova: senha, nome } = cadastro;
  if (confirmar) await confirmarEmail(app, email);
  return { id: response.json().idCriadoGuid, email, senha, ip, nome };
}

/** Signs in through the institute's sign-in. */
export async function loginIpt(
  app: FastifyInstance,
  membro: Pick<MembroDeTeste, 'email' | 'senha' | 'ip'>,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login/ipt',
    payload: { login: membro.email, SenhaAtual: membro.senha },
    remoteAddress: membro.ip,
  });
  const cookie = cookieDe(response);
  if (response.statusCode !== 200 || cookie === null) {
    throw new Error(`login ipt recusado: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}

/** A signed-in staff member of the given type; 4 and 5 are set in SQL, as an approval would. */
export async function signedInStaff(
  app: FastifyInstance,
  tipoUsuario: 3 | 4 | 5 = 4,
  overrides: Record<string, unknown> = {},
): Promise<MembroComSessao> {
  const membro = await registerStaffUser(app, overrides);
  if (tipoUsuario !== 3) {
    await app.db.update(usuario).set({ tipoUsuario }).where(eq(usuario.id, membro.id));
  }
  return { ...membro, cookie: await loginIpt(app, membro) };
}

/** Signs in as the administrator the app was configured with. */
export async function signedInAdmin(
  app: FastifyInstance,
  admin: { email: string; senha: string },
): Promise<MembroComSessao> {
  const ip = novoIp();
  const cookie = await loginIpt(app, { ...admin, ip });
  const [row] = await app.db
    .select({ id: usuario.id, nome: usuario.nome })
    .from(usuario)
    .where(eq(usuario.email, admin.email));
  return { ...admin, ip, id: row!.id, nome: row!.nome, cookie };
}
