import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../infra/db/client.ts';
import type { Job } from '../../infra/fila.ts';
import type { Metricas } from '../metricas/registro.ts';
import { repositoriosEm } from '../repositorios.ts';

export interface Remessa {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** What delivers one message: SMTP in the app, anything in a unit test. */
export type Transporte = (remessa: Remessa) => Promise<void>;

export const transporteSmtp = (url: string): Transporte => {
  // One pooled connection per instance: a burst of messages reuses it instead of a TLS handshake each.
  const transporter = nodemailer.createTransport(url, { pool: true, maxConnections: 2 } as never);
  return async (remessa) => {
    await transporter.sendMail(remessa);
  };
};

// 5xx is the server's final word (unknown mailbox, refused sender); anything else, including
// every network error, may pass on a later try.
const isPermanente = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

// The server's answer, without the message itself: enough for an administrator to act on.
const descrever = (error: unknown) => {
  const e = error as { message?: string; code?: string };
  return `${e.code ? `${e.code}: ` : ''}${e.message ?? String(error)}`.slice(0, 500);
};

/**
 * Handles a batch of "send row X" jobs. Each row is claimed first, so a job that two instances
 * (or a resend) both hold sends once. Returns the ids of jobs to retry.
 */
export function createEnviador(
  db: Database,
  transporte: Transporte,
  opcoes: {
    from: string;
    tentativas: number;
    log: FastifyBaseLogger;
    metricas: Pick<Metricas, 'emailEnviado' | 'emailFalhou'>;
  },
) {
  const saida = repositoriosEm(db).saida;
  return async (jobs: Job<{ id: string }>[]): Promise<string[]> => {
    const repetir: string[] = [];
    for (const job of jobs) {
      const email = await saida.reservar(job.data.id);
      if (!email) continue;
      try {
        await transporte({
          from: opcoes.from,
          to: email.para,
          subject: email.assunto,
          text: email.texto,
          html: email.html,
          ...(email.responderA ? { replyTo: email.responderA } : {}),
        });
        await saida.marcarEnviado(email.id);
        opcoes.metricas.emailEnviado();
      } catch (error) {
        const final = isPermanente(error) || email.tentativas >= opcoes.tentativas;
        await saida.marcarErro(email.id, descrever(error), final);
        opcoes.metricas.emailFalhou(final);
        // The address stays out of the log; the outbox page shows it to administrators.
        opcoes.log.warn(
          { emailId: email.id, tentativa: email.tentativas, final, err: descrever(error) },
          'falha ao enviar e-mail',
        );
        if (!final) repetir.push(job.id);
      }
    }
    return repetir;
  };
}

/**
 * Without SMTP_URL: each message stays pending with the reason, and outside production its text
 * goes to the log so a developer can follow the link in it.
 */
export function createEnviadorNaoConfigurado(
  db: Database,
  opcoes: { mostrarTexto: boolean; log: FastifyBaseLogger },
) {
  const saida = repositoriosEm(db).saida;
  return async (jobs: Job<{ id: string }>[]): Promise<string[]> => {
    for (const email of await saida.findByIds(jobs.map((j) => j.data.id))) {
      await saida.marcarNaoConfigurado(email.id);
      if (opcoes.mostrarTexto) {
        opcoes.log.info(
          { emailId: email.id, para: email.para, assunto: email.assunto },
          `e-mail não enviado (SMTP_URL ausente):\n${email.texto}`,
        );
      }
    }
    return [];
  };
}
