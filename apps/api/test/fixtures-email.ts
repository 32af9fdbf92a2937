import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { emailSaida } from '../src/infra/db/schema-email.ts';

/** The token of the newest link of this kind sent to `para`, read from the outbox. */
export async function tokenDoEmail(
  app: FastifyInstance,
  para: string,
  tipo: 'confirmacao-email' | 'redefinicao-senha',
): Promise<string> {
  const [row] = await app.db
    .select({ texto: emailSaida.texto })
    .from(emailSaida)
    .where(and(eq(sql`lower(${emailSaida.para})`, para.toLowerCase()), eq(emailSaida.tipo, tipo)))
    .orderBy(desc(emailSaida.criadoEm))
    .limit(1);
  const token = row ? /#([A-Za-z0-9_-]{43})/.exec(row.texto)?.[1] : undefined;
  if (!token) throw new Error(`nenhum e-mail ${tipo} para ${para}`);
  return token;
}

/** Confirms the address through the real route, as the person following the link would. */
export async function confirmarEmail(app: FastifyInstance, email: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/conta/email/confirmar',
    payload: { token: await tokenDoEmail(app, email, 'confirmacao-email') },
  });
  if (response.statusCode !== 200) {
    throw new Error(`confirmação recusada: ${response.statusCode} ${response.body}`);
  }
}

/**
 * "Esqueci minha senha" through the real routes: asks for the link, then follows it with
 * `senhaNova`. Answers the reset's response (200 opens a session).
 */
export async function redefinirSenhaPeloLink(
  app: FastifyInstance,
  email: string,
  senhaNova: string,
  ip: string,
): Promise<LightMyRequestResponse> {
  await app.inject({
    method: 'POST',
    url: '/api/conta/senha/esqueci',
    payload: { email },
    remoteAddress: ip,
  });
  return app.inject({
    method: 'POST',
    url: '/api/conta/senha/redefinir',
    payload: { token: await tokenDoEmail(app, email, 'redefinicao-senha'), senhaNova },
  });
}
