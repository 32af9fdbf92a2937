import { randomUUID } from 'node:crypto';
import { emailSaida } from '../../src/infra/db/schema-email.ts';
import { tokenDoEmail } from '../fixtures-email.ts';
import { novoEmail, novoIp, registerCompanyUser } from '../fixtures.ts';
import type { FixturesAcesso } from './fixtures-acesso.ts';
import type { EntradaAcesso } from './tabela-acesso.ts';

/** A fresh reset link for a throwaway account: each call of the matrix uses one up. */
async function tokenDeRedefinicao(f: FixturesAcesso): Promise<string> {
  const usuario = await registerCompanyUser(f.app);
  await f.app.inject({
    method: 'POST',
    url: '/api/conta/senha/esqueci',
    payload: { email: usuario.email },
    remoteAddress: novoIp(),
  });
  return tokenDoEmail(f.app, usuario.email, 'redefinicao-senha');
}

/** Account recovery, address confirmation and the outbox. */
export const ENTRADAS_EMAIL: EntradaAcesso[] = [
  {
    rota: 'POST /api/conta/senha/esqueci',
    acesso: 'public',
    amostra: () => ({
      url: '/api/conta/senha/esqueci',
      // A fresh address per call: one account's three requests an hour would run out mid-matrix.
      payload: { email: novoEmail('esqueci') },
      remoteAddress: novoIp(),
    }),
  },
  {
    rota: 'POST /api/conta/senha/verificar',
    acesso: 'public',
    amostra: async (f) => ({
      url: '/api/conta/senha/verificar',
      payload: { token: await tokenDeRedefinicao(f) },
    }),
  },
  {
    rota: 'POST /api/conta/senha/redefinir',
    acesso: 'public',
    // Signs the caller in as the account of the link, replacing the caller's session.
    encerraSessao: true,
    amostra: async (f) => ({
      url: '/api/conta/senha/redefinir',
      payload: { token: await tokenDeRedefinicao(f), senhaNova: 'Jatoba@Florido_2026' },
    }),
  },
  {
    rota: 'POST /api/conta/email/confirmar',
    acesso: 'public',
    amostra: async (f) => {
      const usuario = await registerCompanyUser(f.app, {}, { confirmar: false });
      return {
        url: '/api/conta/email/confirmar',
        payload: { token: await tokenDoEmail(f.app, usuario.email, 'confirmacao-email') },
      };
    },
  },
  {
    rota: 'GET /api/conta/email',
    acesso: 'user',
    amostra: () => ({ url: '/api/conta/email' }),
  },
  {
    rota: 'POST /api/conta/email/reenvio',
    acesso: 'user',
    // The matrix's accounts are confirmed, so an admitted caller hears "already confirmed".
    sucesso: 409,
    amostra: () => ({ url: '/api/conta/email/reenvio' }),
  },
  {
    rota: 'GET /api/email/saida',
    acesso: 'admin',
    amostra: () => ({ url: '/api/email/saida' }),
  },
  {
    rota: 'POST /api/email/saida/:id/reenvio',
    acesso: 'admin',
    // Only a failed message can be resent: each call gets one of its own.
    amostra: async (f) => {
      const id = randomUUID();
      await f.app.db.insert(emailSaida).values({
        id,
        para: 'falhou@exemplo.com.br',
        assunto: 'Falhou',
        tipo: 'teste',
        texto: 'Texto',
        html: '<p>Texto</p>',
        status: 'falhou',
      });
      return { url: `/api/email/saida/${id}/reenvio` };
    },
  },
];
