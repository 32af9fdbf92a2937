import type { FastifyInstance } from 'fastify';
import { MENSAGENS_HTTP } from '@portal/domain';
import { createHealthRepository } from './repository.ts';

/** For load balancers and the e2e runner: up means the database answers too. */
export async function healthRoutes(app: FastifyInstance) {
  const repository = createHealthRepository(app.db);

  app.get('/api/health', { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await repository.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'banco de dados indisponível');
      return reply
        .code(503)
        .send({ status: 'indisponivel', message: MENSAGENS_HTTP.servicoIndisponivel });
    }
  });
}
