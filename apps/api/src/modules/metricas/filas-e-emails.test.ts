// @module-tag dois-bancos
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarCaixaSmtp, type CaixaSmtp } from '../../../test/caixa-smtp.ts';
import { esperarAte } from '../../../test/esperar-ate.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { ENVIO_RAPIDO, mensagemDeTeste } from '../../../test/mensagem-de-teste.ts';
import { raspar, valor, type Amostra } from '../../../test/raspar-metricas.ts';
import { enfileirarEmail, FILA_EMAIL } from '../email/outbox.ts';

const RECUSADO = 'caixa.inexistente@exemplo.com.br';
const SEM_TENTATIVAS = { tentativas: 0, intervaloSegundos: 1, backoff: false };

let caixa: CaixaSmtp;
let app: FastifyInstance;
beforeAll(async () => {
  caixa = await iniciarCaixaSmtp({ recusar: (email) => (email === RECUSADO ? 550 : null) });
  app = await buildTestApp({
    metricsPort: 0,
    smtpUrl: caixa.url,
    emailEnvio: ENVIO_RAPIDO,
    filaIntervaloSegundos: 0.5,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await caixa.fechar();
});

const amostras = async () => (await raspar(app)).amostras;
const daFila = (a: Amostra[], nome: string, queue: string) => valor(a, nome, { queue });

describe('métricas lidas do banco a cada raspagem', () => {
  it('conta os trabalhos que esperam e a idade do mais antigo que já podia ter começado', async () => {
    const fila = 'metricas-presa';
    let liberar = () => {};
    const preso = new Promise<void>((resolve) => (liberar = resolve));
    // One job at a time, held: whatever is sent after it waits.
    await app.queue.trabalhar(fila, SEM_TENTATIVAS, 1, async () => {
      await preso;
      return [];
    });
    try {
      await app.queue.enviar(fila, {});
      app.queue.acordar(fila);
      await esperarAte(async () => {
        const resultado = await app.db.execute(
          sql`select 1 from job where name = ${fila} and state = 'active'`,
        );
        return (resultado as unknown as { rows: unknown[] }).rows.length === 1;
      });
      await app.queue.enviar(fila, { pronto: true });
      await app.queue.enviar(fila, { adiado: true });
      // One ready for an hour; one told to wait an hour more, like a retry's delay: not stuck.
      await app.db.execute(sql`
        update job set start_after = case when data ? 'pronto'
          then now() - interval '1 hour' else now() + interval '1 hour' end
        where name = ${fila} and state = 'created'`);

      const a = await amostras();
      expect(daFila(a, 'portal_queue_jobs_waiting', fila)).toBe(2);
      const idade = daFila(a, 'portal_queue_oldest_waiting_seconds', fila);
      expect(idade).toBeGreaterThanOrEqual(3600);
      expect(idade).toBeLessThan(3600 + 300);
    } finally {
      liberar();
    }
  });

  it('conta os trabalhos que esgotaram as tentativas', async () => {
    const fila = 'metricas-falha';
    await app.queue.trabalhar(fila, SEM_TENTATIVAS, 5, async (jobs) => jobs.map((j) => j.id));
    expect(daFila(await amostras(), 'portal_queue_jobs_failed_24h', fila)).toBe(0);
    await app.queue.enviar(fila, {});
    await app.queue.enviar(fila, {});
    app.queue.acordar(fila);
    await esperarAte(
      async () => daFila(await amostras(), 'portal_queue_jobs_failed_24h', fila) === 2,
    );
    const a = await amostras();
    expect(daFila(a, 'portal_queue_jobs_waiting', fila)).toBe(0);
    expect(daFila(a, 'portal_queue_oldest_waiting_seconds', fila)).toBe(0);
  });

  it('conta os e-mails enviados e os que falharam, e a caixa de saída', async () => {
    const antes = await amostras();
    const enviados = (a: Amostra[]) => valor(a, 'portal_emails_enviados_total');
    const definitivas = (a: Amostra[]) =>
      valor(a, 'portal_emails_falhas_total', { definitiva: 'sim' });
    await app.db.transaction(async (tx) => {
      await enfileirarEmail(tx, mensagemDeTeste('maria@exemplo.com.br'));
      await enfileirarEmail(tx, mensagemDeTeste(RECUSADO));
    });
    app.queue.acordar(FILA_EMAIL);
    let depois = antes;
    await esperarAte(async () => {
      depois = await amostras();
      return enviados(depois) > enviados(antes) && definitivas(depois) > definitivas(antes);
    });

    expect(enviados(depois) - enviados(antes)).toBe(1);
    expect(definitivas(depois) - definitivas(antes)).toBe(1);
    expect(valor(depois, 'portal_emails_falhas_total', { definitiva: 'nao' })).toBe(0);
    expect(valor(depois, 'portal_emails_caixa_saida', { status: 'falhou' })).toBe(1);
    expect(valor(depois, 'portal_emails_caixa_saida', { status: 'pendente' })).toBe(0);
    expect((await raspar(app)).texto).not.toContain(RECUSADO);
  });
});
