import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { ConnectionStats } from '../../infra/db/client.ts';
import type { createMetricasRepository, SituacaoFila } from './repository.ts';

interface Fontes {
  repository: ReturnType<typeof createMetricasRepository>;
  connectionStats: () => ConnectionStats | null;
  log: FastifyBaseLogger;
}

/**
 * Gauges filled when Prometheus scrapes. A failed query leaves its gauge empty for that scrape
 * instead of failing the whole answer: the runtime and HTTP figures matter most when the
 * database is in trouble, and `/api/health/ready` already says so.
 */
export function registrarColetasDoBanco(
  registry: Registry,
  { repository, connectionStats, log }: Fontes,
) {
  const registers = [registry];
  // A gauge whose samples come from one query at each scrape.
  const doBanco = <L extends string, T>(
    config: { name: string; help: string; labelNames: readonly L[] },
    consulta: () => Promise<T>,
    preencher: (gauge: Gauge<L>, resultado: T) => void,
  ) =>
    new Gauge<L>({
      ...config,
      registers,
      async collect() {
        this.reset();
        try {
          preencher(this, await consulta());
        } catch (error) {
          log.warn({ err: error, metrica: config.name }, 'métricas: consulta ao banco falhou');
        }
      },
    });

  // prom-client collects every metric of a scrape at once: the three queue gauges share a query.
  let filasEmCurso: Promise<SituacaoFila[]> | null = null;
  const filas = () =>
    (filasEmCurso ??= repository.filas().finally(() => {
      filasEmCurso = null;
    }));

  doBanco(
    {
      name: 'portal_queue_jobs_waiting',
      help: 'Trabalhos ainda não iniciados, por fila (novos e à espera de nova tentativa).',
      labelNames: ['queue'],
    },
    filas,
    (gauge, situacoes) => {
      for (const f of situacoes) gauge.set({ queue: f.fila }, f.aguardando);
    },
  );
  doBanco(
    {
      name: 'portal_queue_oldest_waiting_seconds',
      help: 'Há quantos segundos espera o trabalho mais antigo que já podia ter começado, por fila.',
      labelNames: ['queue'],
    },
    filas,
    (gauge, situacoes) => {
      for (const f of situacoes) gauge.set({ queue: f.fila }, f.maisAntigoSegundos);
    },
  );
  doBanco(
    {
      name: 'portal_queue_jobs_failed_24h',
      help: 'Trabalhos que esgotaram as tentativas nas últimas 24 horas, por fila.',
      labelNames: ['queue'],
    },
    filas,
    (gauge, situacoes) => {
      for (const f of situacoes) gauge.set({ queue: f.fila }, f.falhos24h);
    },
  );
  doBanco(
    {
      name: 'portal_emails_caixa_saida',
      help: 'Mensagens na caixa de saída: pendente (a enviar) e falhou (à espera de reenvio).',
      labelNames: ['status'],
    },
    repository.caixaDeSaida,
    (gauge, linhas) => {
      for (const status of ['pendente', 'falhou']) {
        gauge.set({ status }, linhas.find((l) => l.status === status)?.total ?? 0);
      }
    },
  );

  // PGlite has no pool: rather than a made-up figure, these two do not exist there.
  if (connectionStats() === null) return;
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Conexões do pool do PostgreSQL: em uso (in_use) e ociosas (idle).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = connectionStats()!;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Consultas à espera de uma conexão livre do pool do PostgreSQL.',
    registers,
    collect() {
      this.set(connectionStats()!.waiting);
    },
  });
}
