import { globalPlugin } from '../../http/global-plugin.ts';
import { registrarColetasDoBanco } from './coletas-banco.ts';
import { createRegistro, SEM_ROTA, type Metricas } from './registro.ts';
import { servirMetricas, type ServidorMetricas } from './servidor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metricas: Metricas;
  }
}

/**
 * Metrics for Prometheus (docs/decisions/023). The counters always exist, so the code that counts
 * never asks whether anyone reads them; the request hook, Node's figures, the database gauges and
 * the listener exist only with METRICS_PORT, so an instance nobody scrapes pays nothing per request.
 */
export const metricasPlugin = globalPlugin(async (app) => {
  const registro = createRegistro();
  let servidor: ServidorMetricas | null = null;
  app.decorate<Metricas>('metricas', {
    loginFalhou: registro.loginFalhou,
    emailEnviado: registro.emailEnviado,
    emailFalhou: registro.emailFalhou,
    porta: () => servidor?.porta ?? null,
  });
  const { metricsPort, host } = app.config;
  if (metricsPort === null) return;

  registro.coletarPadrao();
  registrarColetasDoBanco(registro.registry, {
    repository: app.repositorios.metricas,
    connectionStats: app.connectionStats,
    log: app.log,
  });
  // Callback style like the app's other hooks that never wait: no promise per request (decision
  // 017). The route template, never the URL: ids and e-mails travel in URLs.
  app.addHook('onResponse', (request, reply, done) => {
    const rota = request.routeOptions.url ?? SEM_ROTA;
    registro.contarRequisicao(request.method, rota, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  // Listens once the whole app is ready, and stops before the database closes.
  app.addHook('onReady', async () => {
    servidor = await servirMetricas(registro.registry, { host, porta: metricsPort }, app.log);
    app.log.info({ porta: servidor.porta }, 'métricas disponíveis em /metrics');
  });
  app.addHook('preClose', async () => {
    await servidor?.fechar();
  });
});
