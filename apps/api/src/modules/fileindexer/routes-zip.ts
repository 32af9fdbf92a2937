import type { FastifyInstance } from 'fastify';
import { idParams } from '../../lib/params.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { createZipService } from './zip-service.ts';

/** `attachment` with a plain name for old clients and the UTF-8 one (RFC 6266) for the rest. */
const contentDisposition = (nome: string) =>
  `attachment; filename="${nome.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; ` +
  `filename*=UTF-8''${encodeURIComponent(nome)}`;

export async function fileIndexerZipRoutes(app: FastifyInstance) {
  const service = createZipService(app.db, app.fileStorage);

  // Static 'zip' wins over the ':id' of /fileindexer/proposta/:id/:context in the router.
  app.get(
    '/api/fileindexer/proposta/zip/:id',
    { config: { access: 'staff' } },
    async (request, reply) => {
      const { id } = parseOrThrow(idParams, request.params);
      const zip = await service.montar(id);
      reply
        .type('application/zip')
        .header('content-disposition', contentDisposition(`${zip.codigoProposta}.zip`));
      if (zip.tamanho !== null) reply.header('content-length', zip.tamanho);
      return reply.send(zip.stream);
    },
  );
}
