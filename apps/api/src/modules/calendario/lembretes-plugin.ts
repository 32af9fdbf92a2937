import { globalPlugin } from '../../http/global-plugin.ts';
import { createLembretesService } from './lembretes.ts';

export const FILA_LEMBRETES_PRAZO = 'lembretes-prazo';

// Every 15 minutes: a reminder's window is a day or six, so it goes out at most 15 minutes late.
const A_CADA_15_MINUTOS = '*/15 * * * *';

/**
 * The deadline reminders run as a scheduled job on the portal's queue: pg-boss starts one job per
 * tick whatever the number of instances, and the reminder's key keeps even a repeated job from
 * sending twice.
 */
export const lembretesPrazoPlugin = globalPlugin(async (app) => {
  const service = createLembretesService(app.db, app.clock, app.config.publicUrl);
  await app.queue.trabalhar(
    FILA_LEMBRETES_PRAZO,
    { tentativas: 3, intervaloSegundos: 300, backoff: true },
    1,
    // One run answers every job of the batch; a failure throws and the queue retries it.
    async () => {
      const enviados = await service.enviarDevidos();
      if (enviados > 0) app.log.info({ empresas: enviados }, 'lembretes de prazo enviados');
      return [];
    },
  );
  await app.queue.agendar(FILA_LEMBRETES_PRAZO, A_CADA_15_MINUTOS);
});
