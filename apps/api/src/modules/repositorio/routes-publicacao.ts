import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { arquivoPublicoSchema, MENSAGENS } from '@portal/domain';
import { guidParam, idParams } from '../../lib/params.ts';
import { resultado } from '../../lib/resultado.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { createPublicacaoService } from './publicacao-service.ts';

const arquivoParams = z.object({ fileId: guidParam });

/** The administrator's side of the repository: which attachments a published page offers. */
export async function repositorioPublicacaoRoutes(app: FastifyInstance) {
  const service = createPublicacaoService(app.db);
  const config = { access: 'admin' } as const;

  // Static 'publicacao' wins over the ':context' of /fileindexer/proposta/:id/:context.
  app.get('/api/fileindexer/proposta/:id/publicacao', { config }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return service.listar(id);
  });

  app.post('/api/fileindexer/arquivo/:fileId/publico', { config }, async (request) => {
    const { fileId } = parseOrThrow(arquivoParams, request.params);
    const { publico } = parseOrThrow(arquivoPublicoSchema, request.body);
    await service.definir(fileId, publico);
    return resultado(publico ? MENSAGENS.arquivoTornadoPublico : MENSAGENS.arquivoTornadoPrivado);
  });
}
