import { buildApp } from './app.ts';
import { loadConfig } from './infra/config.ts';
import { carregarOuSair } from './infra/config-erro.ts';

const config = carregarOuSair(() => loadConfig());
const app = buildApp(config);

// A rolling deploy sends SIGTERM and waits (Kubernetes: 30 s) before it kills; stopping by
// ourselves a little earlier leaves a log line instead of a silent SIGKILL.
const SHUTDOWN_LIMIT_MS = 25_000;

/**
 * The public pages rendered before the first visitor: after a restart or a deploy on a campaign
 * day, the crowd arriving at once would otherwise wait for dozens of pages rendered together,
 * more than 10 s on two busy cores (docs/decisions/058). The instance listens, so a load
 * balancer sends it visitors, only once they are kept. A failure only costs the first visitors
 * their wait.
 */
async function aquecer() {
  const inicio = performance.now();
  try {
    const paginas = await app.aquecerPaginasPublicas();
    app.log.info(
      { paginas, ms: Math.round(performance.now() - inicio) },
      'páginas públicas prontas',
    );
  } catch (error) {
    app.log.warn({ err: error }, 'falha ao preparar as páginas públicas; seguem sob demanda');
  }
}

/**
 * Graceful shutdown: `app.close()` stops accepting connections (requests that still arrive on an
 * open connection get 503), waits for the requests in flight, then runs every onClose hook —
 * background jobs finish their current step, and the database closes last, so PGlite flushes.
 */
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando');
    setTimeout(() => {
      app.log.error('encerramento excedeu o limite; saindo sem terminar');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    app.close().then(
      () => {
        app.log.info('encerrado');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'falha ao encerrar');
        process.exit(1);
      },
    );
  });
}

try {
  await app.ready();
  await aquecer();
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Portal disponível em ${address}`);
} catch (error) {
  app.log.error({ err: error }, 'falha ao iniciar');
  await app.close().catch(() => undefined);
  process.exit(1);
}
