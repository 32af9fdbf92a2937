import { globalPlugin } from '../../http/global-plugin.ts';
import { createLimpeza } from './limpeza.ts';

export const FILA_LIMPEZA = 'limpeza';

// Every hour at minute 7, away from the reminders' quarter hours.
const A_CADA_HORA = '7 * * * *';

/**
 * The purges run as one scheduled job on the portal's queue (docs/decisions/010): one run per
 * hour whatever the number of instances, instead of each request path cleaning up after itself.
 */
export const limpezaPlugin = globalPlugin(async (app) => {
  const limpar = createLimpeza(app.db, app.fileStorage, app.clock, app.config.retencaoAcessosMeses);
  await app.queue.trabalhar(
    FILA_LIMPEZA,
    { tentativas: 3, intervaloSegundos: 300, backoff: true },
    1,
    // Every job of the batch asks the same; a failure throws and the queue retries it.
    async () => {
      await limpar();
      app.log.info('limpeza periódica concluída');
      return [];
    },
  );
  await app.queue.agendar(FILA_LIMPEZA, A_CADA_HORA);
});
