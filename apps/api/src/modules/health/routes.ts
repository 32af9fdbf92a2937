import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAGENS_HTTP } from '@portal/domain';
import { listMigrations } from '../../infra/db/migrate.ts';
import { lerRelease } from './release.ts';

const DESCRICAO_PRONTIDAO =
  'Responde 200 quando o banco responde e tem todas as migrações desta versão, com a versão ' +
  '(`versao`), a hora da compilação (`compilacao`, `null` fora de uma compilação) e a última ' +
  'migração aplicada (`migracao`); senão, 503 com `status: "indisponivel"`.';

/**
 * For load balancers and orchestrators. Liveness says only that the process answers (restart it
 * if not); readiness that it can serve: the database answers and has every migration this build
 * ships (send it traffic if so). `/api/health` stays as the readiness it always was.
 */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repository = app.repositorios.health;
  const expected = await listMigrations();
  const release = lerRelease();
  const tags = ['Saúde do serviço'];

  async function readiness(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    try {
      const applied = await repository.appliedMigrations();
      const missing = expected.filter((name) => !applied.includes(name));
      // The database's last migration, not this build's: after a rolling upgrade an older
      // instance still answers ready on a database a newer one has moved ahead.
      if (missing.length === 0)
        return { status: 'ok', ...release, migracao: applied.at(-1) ?? null };
      request.log.error({ missing }, 'migrações pendentes');
    } catch (error) {
      request.log.warn({ err: error }, 'banco de dados indisponível');
    }
    return reply
      .code(503)
      .send({ status: 'indisponivel', message: MENSAGENS_HTTP.servicoIndisponivel });
  }

  const config = { access: 'public' } as const;
  app.get(
    '/api/health',
    {
      config,
      schema: {
        tags,
        summary: 'Informa se o serviço está pronto para atender',
        description: `Mesma verificação de \`/api/health/ready\`. ${DESCRICAO_PRONTIDAO}`,
      },
    },
    readiness,
  );
  app.get(
    '/api/health/ready',
    {
      config,
      schema: {
        tags,
        summary: 'Informa se o serviço está pronto para atender',
        description: DESCRICAO_PRONTIDAO,
      },
    },
    readiness,
  );
  app.get(
    '/api/health/live',
    {
      config,
      schema: {
        tags,
        summary: 'Informa se o processo está no ar',
        description: 'Não consulta o banco: responde 200 enquanto o processo atende.',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    },
  );
}
