import { globalPlugin } from '../../http/global-plugin.ts';
import { createNotificacoes, type Notificacoes } from './notificacoes.ts';
import { FILA_EMAIL } from './outbox.ts';
import { createSaidaRepository } from './repository.ts';
import { createEnviador, createEnviadorNaoConfigurado, transporteSmtp } from './sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notificacoes: Notificacoes;
  }
}

// A batch per poll: two instances drain a burst of hundreds in seconds, not minutes.
const LOTE = 20;

/** Works the e-mail queue on this instance: over SMTP when configured, into the log otherwise. */
export const emailPlugin = globalPlugin(async (app) => {
  const { smtpUrl, mailFrom, emailEnvio, emailNoLog } = app.config;
  app.decorate('notificacoes', createNotificacoes(app.config.publicUrl));
  if (smtpUrl === null) {
    app.log.warn(
      'E-mail não configurado (SMTP_URL ausente): as mensagens ficam pendentes na caixa de saída' +
        (emailNoLog ? ' e o texto de cada uma aparece neste log.' : '.'),
    );
    await app.queue.trabalhar(
      FILA_EMAIL,
      emailEnvio,
      LOTE,
      createEnviadorNaoConfigurado(app.db, { mostrarTexto: emailNoLog, log: app.log }),
    );
    return;
  }
  await app.queue.trabalhar(
    FILA_EMAIL,
    emailEnvio,
    LOTE,
    createEnviador(app.db, transporteSmtp(smtpUrl), {
      from: mailFrom,
      tentativas: emailEnvio.tentativas,
      log: app.log,
      metricas: app.metricas,
    }),
  );
  // Messages no job will send (written while e-mail was not configured, or restored from a
  // backup) go out now.
  for (const id of await createSaidaRepository(app.db).listSemTrabalho(FILA_EMAIL)) {
    await app.queue.enviar(FILA_EMAIL, { id });
  }
});
