import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { arquivoPublicoSchema, MENSAGENS } from '@portal/domain';
import { guidParam, idParams } from '../../http/params.ts';
import { resultado } from '../../http/resultado.ts';
import { createPublicacaoService } from './publicacao-service.ts';

const arquivoParams = z.object({ fileId: guidParam });

/** The administrator's side of the repository: which attachments a published page offers. */
export async function repositorioPublicacaoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createPublicacaoService(app.db);
  const config = { access: 'admin' } as const;
  const tags = ['Repositório público'];

  // Static 'publicacao' wins over the ':context' of /fileindexer/proposta/:id/:context.
  app.get(
    '/api/fileindexer/proposta/:id/publicacao',
    {
      config,
      schema: {
        tags,
        summary: 'Lista os anexos de uma solução e quais podem ser públicos',
        params: idParams,
      },
    },
    async (request) => service.listar(request.params.id),
  );

  app.post(
    '/api/fileindexer/arquivo/:fileId/publico',
    {
      config,
      schema: {
        tags,
        summary: 'Torna um anexo público ou privado na página da solução',
        description:
          'Ocultar é sempre permitido; o formulário gerado pelo portal nunca pode ser ' +
          'público (409).',
        params: arquivoParams,
        body: arquivoPublicoSchema,
      },
    },
    async (request) => {
      const { publico } = request.body;
      await service.definir(request.params.fileId, publico);
      return resultado(publico ? MENSAGENS.arquivoTornadoPublico : MENSAGENS.arquivoTornadoPrivado);
    },
  );
}
