import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';

export interface ServidorMetricas {
  porta: number;
  fechar(): Promise<void>;
}

/**
 * The second listener: `/metrics` and nothing else. A bare HTTP server rather than the app's
 * Fastify, so none of the public routes, hooks or sessions answer here and `/metrics` is no
 * route of the public port.
 */
export async function servirMetricas(
  registry: Registry,
  endereco: { host: string; porta: number },
  log: FastifyBaseLogger,
): Promise<ServidorMetricas> {
  const server = createServer((request, response) => {
    const caminho = (request.url ?? '').split('?')[0];
    if (caminho !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Não encontrado. As métricas ficam em /metrics.\n');
      return;
    }
    registry.metrics().then(
      (texto) => {
        response.writeHead(200, { 'content-type': registry.contentType });
        response.end(request.method === 'HEAD' ? undefined : texto);
      },
      (error: unknown) => {
        log.error({ err: error }, 'métricas: falha ao gerar a resposta');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Falha ao gerar as métricas.\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(endereco.porta, endereco.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    porta: (server.address() as AddressInfo).port,
    // A Prometheus keeps its connection open between scrapes; closing must not wait for it.
    fechar: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
