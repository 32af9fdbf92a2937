import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { arquivoSchema, MENSAGENS } from '@portal/domain';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { resultado } from '../../lib/resultado.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { signedInUser } from '../../plugins/access.ts';
import { importarDocumentos } from './importacao.ts';
import { createDocumentosService } from './service.ts';

// A document id is a slug from the content folder's manifest (`caderno-tecnico-1`); anything
// else is refused before a query, so no odd byte reaches the database.
const documentoParams = z.object({
  id: z
    .string()
    .max(60, { error: MENSAGENS.identificadorInvalido })
    .regex(/^[a-z0-9][a-z0-9-]*$/, { error: MENSAGENS.identificadorInvalido }),
});

/** The programme's documents: public links, the file, and the administrator's replacement. */
export async function documentosRoutes(app: FastifyInstance) {
  const service = createDocumentosService(app.db, app.fileStorage);
  // Before the first request, so the pages never show "em breve" for a file the folder holds.
  await importarDocumentos(app.db, app.fileStorage, app.config.contentDir, app.log);

  app.get('/api/documentos', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return service.listar();
  });

  // Static 'admin' never collides with '/:id/arquivo', one segment longer.
  app.get('/api/documentos/admin', { config: { access: 'admin' } }, async () =>
    service.listarAdmin(),
  );

  app.get(
    '/api/documentos/:id/arquivo',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { id } = parseOrThrow(documentoParams, request.params);
      const documento = await service.versao(id);
      // The address stays the same across versions; the version's id tells a cache it changed.
      const etag = `"${documento.arquivoId}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const conteudo = await service.abrir(documento.arquivoId);
      return reply
        .type('application/pdf')
        .header('content-length', documento.tamanho)
        .header('content-disposition', contentDisposition('inline', documento.nome))
        .send(conteudo);
    },
  );

  app.put('/api/documentos/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseOrThrow(documentoParams, request.params);
    const dados = parseOrThrow(arquivoSchema, request.body);
    await service.substituir(signedInUser(request), id, dados);
    return resultado(MENSAGENS.documentoAtualizado);
  });
}
