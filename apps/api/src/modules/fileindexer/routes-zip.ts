import type { FastifyInstance } from 'fastify';
import { nomeArquivoSolucao } from '@portal/domain';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { idParams } from '../../lib/params.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { createZipService } from './zip-service.ts';

export async function fileIndexerZipRoutes(app: FastifyInstance) {
  const service = createZipService(app.db, app.fileStorage);

  // Static 'zip' wins over the ':id' of /fileindexer/proposta/:id/:context in the router.
  app.get(
    '/api/fileindexer/proposta/zip/:id',
    { config: { access: 'staff' } },
    async (request, reply) => {
      const { id } = parseOrThrow(idParams, request.params);
      const zip = await service.montar(id);
      reply.type('application/zip').header(
        'content-disposition',
        // Named for people: an analyst downloading ten zips tells them apart by title.
        contentDisposition(
          'attachment',
          nomeArquivoSolucao('solucao', zip.codigoProposta, zip.titulo, '.zip'),
        ),
      );
      if (zip.tamanho !== null) reply.header('content-length', zip.tamanho);
      return reply.send(zip.stream);
    },
  );
}
