import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import plans from 'pg-boss/src/plans.js';
import { FUSO_HORARIO } from '@portal/domain';
import type { Executor } from './db/client.ts';
import { globalPlugin } from '../http/global-plugin.ts';
import { sqlDeTexto } from './db/sql-de-texto.ts';

/** How a queue retries a job whose handler failed. */
export interface PoliticaFila {
  tentativas: number;
  intervaloSegundos: number;
  /** Doubles the wait after each failure. */
  backoff: boolean;
  /**
   * How long a fetched job may run before the queue takes it for dead (its instance killed) and
   * runs it again; pg-boss's 15 minutes when not given.
   */
  expiraSegundos?: number;
}

/** A periodic job's: a missed run is retried a few times, five minutes apart and growing. */
export const POLITICA_PERIODICA: PoliticaFila = {
  tentativas: 3,
  intervaloSegundos: 300,
  backoff: true,
};

export interface Job<T> {
  id: string;
  data: T;
}

export interface Queue {
  /**
   * Creates the queue if missing and works it on this instance: `handler` gets up to `lote` jobs
   * and answers which of them failed (they are retried by the queue's policy).
   */
  trabalhar<T extends object>(
    nome: string,
    politica: PoliticaFila,
    lote: number,
    handler: (jobs: Job<T>[]) => Promise<string[]>,
  ): Promise<void>;
  /** A job outside any transaction (a resend, a start-up task). */
  enviar(nome: string, dados: object): Promise<void>;
  /**
   * Has this instance's workers of `nome` fetch now instead of at their next poll: for a job
   * someone is waiting on, just committed by this instance.
   */
  acordar(nome: string): void;
  /**
   * A job on a cron schedule in São Paulo time. pg-boss creates one job per tick, however many
   * instances keep the schedule; call `trabalhar` first, since it creates the queue.
   */
  agendar(nome: string, cron: string): Promise<void>;
}

/**
 * A background job of the portal: its queue, how it retries, how many jobs a fetch takes and,
 * for a periodic one, its cron schedule (São Paulo time). `iniciar` builds the handler from the
 * app's decorations once, when the instance starts working the queue (plugins/trabalhos.ts).
 */
export interface Trabalho<T extends object = object> {
  fila: string;
  /** Fixed, or read from the configuration when the instance starts. */
  politica: PoliticaFila | ((app: FastifyInstance) => PoliticaFila);
  lote: number;
  agenda?: string;
  iniciar(app: FastifyInstance): (jobs: Job<T>[]) => Promise<string[]>;
  /** Runs once the queue is worked on this instance: a start-up task such as re-sending. */
  depoisDeIniciar?(app: FastifyInstance): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: Queue;
  }
}

// The queue's tables live in the portal's own schema (`job`, `queue`, `archive`…: no name the
// portal uses), so each test schema, and each DATABASE_SCHEMA, has a queue of its own.
const schemaAtual = async (executor: Executor): Promise<string> => {
  const result = (await executor.execute(sql`select current_schema() as schema`)) as unknown as {
    rows: { schema: string }[];
  };
  return result.rows[0]!.schema;
};

// `send` needs no started instance, only the SQL of a schema; one idle instance per schema.
const remetentes = new Map<string, PgBoss>();
const remetenteDe = (schema: string): PgBoss => {
  let boss = remetentes.get(schema);
  if (!boss) {
    const semConexao = {
      executeSql: () => Promise.reject(new Error('use a conexão da transação')),
    };
    boss = new PgBoss({ db: semConexao, schema });
    remetentes.set(schema, boss);
  }
  return boss;
};

/**
 * Puts a job in the caller's transaction: a rolled-back action leaves no job, a committed one is
 * never forgotten. The queue must exist already (`trabalhar` creates it at start).
 */
export async function enviarJob(executor: Executor, nome: string, dados: object): Promise<void> {
  const db = {
    executeSql: async (text: string, values?: unknown[]) =>
      (await executor.execute(sqlDeTexto(text, values))) as unknown as { rows: unknown[] },
  };
  await remetenteDe(await schemaAtual(executor)).send(nome, dados, { db });
}

/**
 * The one job queue of the portal (pg-boss, docs/decisions/010), on the app's own database
 * (PGlite or PostgreSQL). Workers stop, finishing what they hold, before the database closes.
 */
export const queuePlugin = globalPlugin(async (app) => {
  const schema = await schemaAtual(app.db);
  // pg-boss 10 does not await the statement that completes or fails a worked batch (its
  // manager's onFetch): a database that goes away at that moment would reject with nobody
  // listening, and Node ends the process. Such a failure only leaves the jobs active until they
  // expire and run again, which every handler tolerates (at least once), so it is logged instead.
  const naoAguardados = new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
  const executeSql: typeof app.executeSql = async (text, values) => {
    if (!naoAguardados.has(text)) return app.executeSql(text, values);
    try {
      return await app.executeSql(text, values);
    } catch (error) {
      app.log.warn({ err: error }, 'fila: lote não concluído; os trabalhos voltam ao expirar');
      return { rows: [{ count: '0' }] };
    }
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema,
    // Archived jobs say nothing the outbox and the other tables do not: keep the tables small.
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => app.log.warn({ err: error }, 'falha na fila de trabalhos'));
  await boss.start();
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  });

  const trabalhadores = new Map<string, string[]>();
  app.decorate<Queue>('queue', {
    async trabalhar(nome, politica, lote, handler) {
      await boss.createQueue(nome, {
        name: nome,
        retryLimit: politica.tentativas,
        retryDelay: politica.intervaloSegundos,
        retryBackoff: politica.backoff,
        ...(politica.expiraSegundos ? { expireInSeconds: politica.expiraSegundos } : {}),
      });
      const id = await boss.work<object>(
        nome,
        { batchSize: lote, pollingIntervalSeconds: app.config.filaIntervaloSegundos },
        async (jobs) => {
          const falhas = await handler(jobs as unknown as Parameters<typeof handler>[0]);
          // The rest of the batch is completed by the worker after this returns.
          if (falhas.length > 0) await boss.fail(nome, falhas);
        },
      );
      trabalhadores.set(nome, [...(trabalhadores.get(nome) ?? []), id]);
    },
    acordar(nome) {
      for (const id of trabalhadores.get(nome) ?? []) boss.notifyWorker(id);
    },
    async enviar(nome, dados) {
      await boss.send(nome, dados);
    },
    async agendar(nome, cron) {
      await boss.schedule(nome, cron, {}, { tz: FUSO_HORARIO });
    },
  });
});
