import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { MENSAGENS_HTTP } from '@portal/domain';
import { HttpError } from '../../lib/http-error.ts';
import { createDocumentosService } from './service.ts';

export async function documentosRoutes(app: FastifyInstance) {
  const service = createDocumentosService(app.config.contentDir);
  const config = { access: 'public' } as const;

  app.get('/api/documentos', { config }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return service.listDocumentos();
  });

  app.get<{ Params: { arquivo: string } }>(
    '/conteudo/documentos/:arquivo',
    { config },
    async (request, reply) => {
      const arquivo = await service.findArquivo(request.params.arquivo);
      if (!arquivo) throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
      return reply
        .type('application/pdf')
        .header('content-length', arquivo.tamanho)
        .header('last-modified', arquivo.modificadoEm.toUTCString())
        .header('content-disposition', `inline; filename="${arquivo.nome}"`)
        .header('cache-control', 'no-cache')
        .send(createReadStream(arquivo.caminho));
    },
  );
}
