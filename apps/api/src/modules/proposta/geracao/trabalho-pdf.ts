import type { Trabalho } from '../../../infra/fila.ts';
import { JOB_ABANDONADO_SEGUNDOS } from './repository.ts';
import { FILA_PDF, type JobPdf } from './service.ts';

/**
 * Renders the proposal forms people asked for, one job at a time per instance: rendering is CPU
 * work, and more instances share the load. A render that fails is recorded (status 9) and the
 * person asks again; the queue retries only a job that could not even record that (its database
 * away). One whose instance died is taken for dead when a new request would restart it anyway.
 */
export const trabalhoGeracaoPdf: Trabalho<JobPdf> = {
  fila: FILA_PDF,
  politica: {
    tentativas: 3,
    intervaloSegundos: 5,
    backoff: true,
    expiraSegundos: JOB_ABANDONADO_SEGUNDOS,
  },
  lote: 1,
  iniciar(app) {
    const service = app.servicos.geracaoPdf;
    return (jobs) => service.trabalhar(jobs);
  },
};
