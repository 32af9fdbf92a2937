import { POLITICA_PERIODICA, type Trabalho } from '../../infra/fila.ts';
import { createBuscaSalvaService } from './service.ts';

export const FILA_ALERTAS_BUSCAS = 'alertas-buscas';

/**
 * The saved searches' alerts, checked every hour: each search is due a day after its last check,
 * so a manager gets at most one digest a day, an hour late at worst. pg-boss starts one job per
 * tick however many instances run, and a search's checked point moves once, so a repeated job
 * sends nothing twice.
 */
export const trabalhoAlertasBuscas: Trabalho = {
  fila: FILA_ALERTAS_BUSCAS,
  politica: POLITICA_PERIODICA,
  lote: 1,
  agenda: '17 * * * *',
  iniciar(app) {
    const service = createBuscaSalvaService(app.db, app.clock, app.config.publicUrl);
    return async () => {
      const enviados = await service.enviarAlertas();
      if (enviados > 0) app.log.info({ gestores: enviados }, 'alertas de buscas salvas enviados');
      return [];
    };
  },
};
