import type { Trabalho } from '../../infra/fila.ts';
import { FILA_EMAIL } from './outbox.ts';
import { createEnviador, createEnviadorNaoConfigurado, transporteSmtp } from './sender.ts';

/**
 * Sends the outbox over SMTP when configured, or leaves each message pending otherwise (its text
 * in the log, outside production). A batch per poll: two instances drain a burst of hundreds in
 * seconds, not minutes.
 */
export const trabalhoEnvioEmail: Trabalho<{ id: string }> = {
  fila: FILA_EMAIL,
  // From the configuration, where the tests shorten the waits between tries.
  politica: (app) => app.config.emailEnvio,
  lote: 20,
  iniciar(app) {
    const { smtpUrl, mailFrom, emailEnvio, emailNoLog } = app.config;
    if (smtpUrl === null) {
      app.log.warn(
        'E-mail não configurado (SMTP_URL ausente): as mensagens ficam pendentes na caixa de saída' +
          (emailNoLog ? ' e o texto de cada uma aparece neste log.' : '.'),
      );
      return createEnviadorNaoConfigurado(app.db, { mostrarTexto: emailNoLog, log: app.log });
    }
    return createEnviador(app.db, transporteSmtp(smtpUrl), {
      from: mailFrom,
      tentativas: emailEnvio.tentativas,
      log: app.log,
      metricas: app.metricas,
    });
  },
  // Messages no job will send (written while e-mail was not configured, or restored from a
  // backup) go out now.
  async depoisDeIniciar(app) {
    if (app.config.smtpUrl === null) return;
    for (const id of await app.repositorios.saida.listSemTrabalho(FILA_EMAIL)) {
      await app.queue.enviar(FILA_EMAIL, { id });
    }
  },
};
