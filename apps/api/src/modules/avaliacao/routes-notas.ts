import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MENSAGENS,
  type notaPrivadaPublicadaSchema,
  notaPrivadaSchema,
  type RespostaServidor,
} from '@portal/domain';
import { idParams } from '../../http/params.ts';
import { resultado } from '../../http/resultado.ts';
import { signedInUser } from '../../http/acesso.ts';
import { createNotasService } from './notas-service.ts';

/** The staff-only discussion of a solution; no company or public call ever reads it. */
export async function avaliacaoNotasRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notas = createNotasService(app.db, app.clock);
  const tags = ['Avaliação'];

  app.get(
    '/api/avaliacao/proposta/:id/notas',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Lista as notas internas da equipe sobre uma solução',
        params: idParams,
      },
    },
    async (request) =>
      (await notas.listar(signedInUser(request), request.params.id)) satisfies RespostaServidor<
        typeof notaPrivadaPublicadaSchema
      >[],
  );

  app.post(
    '/api/avaliacao/proposta/:id/notas',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Publica uma nota interna ou uma resposta sobre uma solução',
        description:
          'Com `respostaA`, responde a uma nota da mesma solução. ' +
          'Uma nota publicada não é editada.',
        params: idParams,
        body: notaPrivadaSchema,
      },
    },
    async (request, reply) => {
      const id = await notas.publicar(signedInUser(request), request.params.id, request.body);
      return reply.code(201).send(resultado(MENSAGENS.notaPrivadaPublicada, id));
    },
  );
}
