import { buildApp } from './app.ts';
import { loadConfig } from './plugins/config.ts';

const config = loadConfig();
const app = buildApp(config);

// Closing the app runs every onClose hook, the database's included, so PGlite flushes to disk.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando');
    app.close().then(
      () => process.exit(0),
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
