import type { FastifyInstance } from 'fastify';
import type { Trabalho } from '../infra/fila.ts';
import { globalPlugin } from '../http/global-plugin.ts';
import { trabalhoAlertasBuscas } from '../modules/busca-salva/trabalho-alertas.ts';
import { trabalhoLembretesPrazo } from '../modules/calendario/trabalho-lembretes.ts';
import { trabalhoEnvioEmail } from '../modules/email/trabalho-envio.ts';
import { trabalhoLimpeza } from '../modules/manutencao/trabalho-limpeza.ts';
import { trabalhoGeracaoPdf } from '../modules/proposta/geracao/trabalho-pdf.ts';

/** Every background job of the portal; a new one is written in its module and listed here. */
export const TRABALHOS: readonly Trabalho<never>[] = [
  trabalhoEnvioEmail,
  trabalhoGeracaoPdf,
  trabalhoLembretesPrazo,
  trabalhoLimpeza,
  trabalhoAlertasBuscas,
];

async function iniciar(app: FastifyInstance, trabalho: Trabalho<never>) {
  const { fila, politica, lote, agenda } = trabalho;
  await app.queue.trabalhar(
    fila,
    typeof politica === 'function' ? politica(app) : politica,
    lote,
    trabalho.iniciar(app),
  );
  // After `trabalhar`, which creates the queue the schedule feeds.
  if (agenda) await app.queue.agendar(fila, agenda);
  await trabalho.depoisDeIniciar?.(app);
}

/**
 * Every instance works every queue: pg-boss hands each job to one of them, and a scheduled job
 * is created once per tick however many instances keep the schedule.
 */
export const trabalhosPlugin = globalPlugin(async (app) => {
  for (const trabalho of TRABALHOS) await iniciar(app, trabalho);
});
