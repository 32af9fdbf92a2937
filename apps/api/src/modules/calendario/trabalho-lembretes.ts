import { POLITICA_PERIODICA, type Trabalho } from '../../infra/fila.ts';
import { createLembretesService } from './lembretes.ts';

export const FILA_LEMBRETES_PRAZO = 'lembretes-prazo';

/**
 * The deadline reminders, every 15 minutes: a reminder's window is a day or six, so it goes out
 * at most 15 minutes late. pg-boss starts one job per tick whatever the number of instances, and
 * the reminder's key keeps even a repeated job from sending twice.
 */
export const trabalhoLembretesPrazo: Trabalho = {
  fila: FILA_LEMBRETES_PRAZO,
  politica: POLITICA_PERIODICA,
  lote: 1,
  agenda: '*/15 * * * *',
  iniciar(app) {
    const service = createLembretesService(app.db, app.clock, app.config.publicUrl);
    // One run answers every job of the batch; a failure throws and the queue retries it.
    return async () => {
      const enviados = await service.enviarDevidos();
      if (enviados > 0) app.log.info({ empresas: enviados }, 'lembretes de prazo enviados');
      return [];
    };
  },
};
