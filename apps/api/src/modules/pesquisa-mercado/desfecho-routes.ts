import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desfechoSchema, MENSAGENS } from '@portal/domain';
import { signedInUser } from '../../http/acesso.ts';
import { resultado } from '../../http/resultado.ts';
import { atorDe } from '../trilha-auditoria/registrar.ts';
import { createDesfechoService } from './desfecho-service.ts';

const tags = ['Gestor público'];

/** "Desfecho": what came of a solution, told by the manager. */
export async function desfechoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createDesfechoService(app.db);
  const config = { access: 'gestor' } as const;

  app.get(
    '/api/gestor/desfechos',
    {
      config,
      schema: {
        tags,
        summary: 'Lista os desfechos do gestor',
        description: 'Um por solução: a declaração mais recente.',
      },
    },
    async (request) => service.listar(signedInUser(request).id),
  );

  app.post(
    '/api/gestor/desfechos',
    {
      config,
      schema: {
        tags,
        summary: 'Registra o desfecho de uma solução publicada',
        description:
          'Contratada, testada em CPSI ou não seguiu, com observação opcional. Mudar de ideia ' +
          'é registrar outro: os anteriores ficam guardados.',
        body: desfechoSchema,
      },
    },
    async (request, reply) => {
      const usuario = signedInUser(request);
      await service.registrar({ ...atorDe(request), usuarioId: usuario.id }, request.body);
      return reply.status(201).send(resultado(MENSAGENS.desfechoRegistrado));
    },
  );
}
