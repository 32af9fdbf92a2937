import { POLITICA_PERIODICA, type Trabalho } from '../../infra/fila.ts';
import { createLimpeza } from './limpeza.ts';

export const FILA_LIMPEZA = 'limpeza';

/**
 * The purges, as one job an hour (at minute 7, away from the reminders' quarter hours) whatever
 * the number of instances, instead of each request path cleaning up after itself
 * (docs/decisions/010).
 */
export const trabalhoLimpeza: Trabalho = {
  fila: FILA_LIMPEZA,
  politica: POLITICA_PERIODICA,
  lote: 1,
  agenda: '7 * * * *',
  iniciar(app) {
    const limpar = createLimpeza(
      app.db,
      app.fileStorage,
      app.clock,
      app.config.retencaoAcessosMeses,
    );
    // Every job of the batch asks the same; a failure throws and the queue retries it.
    return async () => {
      await limpar();
      app.log.info('limpeza periódica concluída');
      return [];
    };
  },
};
