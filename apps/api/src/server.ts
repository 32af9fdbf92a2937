import { buildApp } from './app.ts';
import { loadConfig } from './infra/config.ts';
import { carregarOuSair } from './infra/config-erro.ts';

const config = carregarOuSair(() => loadConfig());
const app = buildApp(config);

// A rolling deploy sends SIGTERM and waits (Kubernetes: 30 s) before it kills; stopping by
// ourselves a little earlier leaves a log line instead of a silent SIGKILL.
const SHUTDOWN_LIMIT_MS = 25_000;

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
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Portal disponível em ${address}`);
} catch (error) {
  app.log.error({ err: error }, 'falha ao iniciar');
  await app.close().catch(() => undefined);
  process.exit(1);
}
