import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { FastifyInstance } from 'fastify';
import { confirmarEmail } from './fixtures-email.ts';
import { login, novoEmail, novoIp, SENHA_FORTE } from './fixtures.ts';
import { DOMINIO_PUBLICO } from './helper.ts';

/** A manager's sign-up: São Paulo's IBGE code, a role, the terms accepted. */
export function novoCadastroGestor(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Marta Ribeiro',
    cpf: generateCpf(),
    email: novoEmail('gestora'),
    senhaNova: SENHA_FORTE,
    municipioId: 3550308,
    cargo: 'Secretária de Inovação',
    telefoneInstitucional: '(11) 3113-9000',
    aceiteLGPD: true,
    ...overrides,
  };
}

export interface GestorDeTeste {
  id: string;
  email: string;
  senha: string;
  ip: string;
}

/**
 * Registers a manager and confirms the e-mail. `verificado` chooses an e-mail of the public
 * body's domain (verified at once) or of any other (awaiting staff).
 */
export async function registerGestor(
  app: FastifyInstance,
  { verificado = true } = {},
): Promise<GestorDeTeste> {
  const email = novoEmail('gestora', verificado ? `prefeitura.${DOMINIO_PUBLICO}` : undefined);
  const ip = novoIp();
  const response = await app.inject({
    method: 'POST',
    url: '/api/gestor/cadastro',
    payload: novoCadastroGestor({ email }),
    remoteAddress: ip,
  });
  if (response.statusCode !== 201) {
    throw new Error(`cadastro de gestor recusado: ${response.statusCode} ${response.body}`);
  }
  await confirmarEmail(app, email);
  return { id: response.json().idCriadoGuid as string, email, senha: SENHA_FORTE, ip };
}

/** A registered manager, signed in. */
export async function signedInGestor(app: FastifyInstance, opcoes = { verificado: true }) {
  const gestor = await registerGestor(app, opcoes);
  return { ...gestor, ...(await login(app, gestor)) };
}
