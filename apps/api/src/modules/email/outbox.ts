import { randomUUID } from 'node:crypto';
import type { Executor } from '../../infra/db/client.ts';
import { emailSaida } from '../../infra/db/schema-email.ts';
import { enviarJob } from '../../infra/fila.ts';

/** The queue whose jobs say "send outbox row `id`". */
export const FILA_EMAIL = 'email';

export interface EmailParaEnviar {
  para: string;
  assunto: string;
  /** What the message is about (`redefinicao-senha`, `status-proposta`…): the outbox page filters by it. */
  tipo: string;
  texto: string;
  html: string;
  /** Carries a secret link: its body is never shown again, not even to administrators. */
  contemSegredo?: boolean;
  /**
   * Where an answer goes instead of the portal's unattended sender: a manager writing to a
   * company gets the company's reply in their own mailbox.
   */
  responderA?: string;
}

/**
 * Puts an e-mail in the outbox inside the caller's transaction (pass the `tx`, not the database):
 * a rolled-back action sends nothing and a committed one is never forgotten. Returns at once; the
 * sender delivers it later, so no action waits for, or fails with, the mail server.
 */
export async function enfileirarEmail(executor: Executor, email: EmailParaEnviar): Promise<string> {
  const id = randomUUID();
  await executor.insert(emailSaida).values({
    id,
    para: email.para,
    assunto: email.assunto,
    tipo: email.tipo,
    texto: email.texto,
    html: email.html,
    contemSegredo: email.contemSegredo ?? false,
    responderA: email.responderA ?? null,
  });
  await enviarJob(executor, FILA_EMAIL, { id });
  return id;
}
