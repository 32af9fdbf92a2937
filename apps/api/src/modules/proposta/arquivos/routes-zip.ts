import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nomeArquivoSolucao } from '@portal/domain';
import { contentDisposition } from '../../../http/content-disposition.ts';
import { idParams } from '../../../http/params.ts';
import { createZipService } from './zip-service.ts';
import { atorDe, registrarAuditoria } from '../../trilha-auditoria/registrar.ts';

export async function propostaZipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createZipService(app.db, app.fileStorage);

  // Static 'zip' wins over the ':id' of /fileindexer/proposta/:id/:context in the router.
  app.get(
    '/api/fileindexer/proposta/zip/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['Arquivos'],
        summary: 'Baixa todos os arquivos de uma solução num zip',
        description:
          'Responde um `application/zip` em fluxo, com os anexos, o formulário assinado e o ' +
          'comprovante de CNPJ da empresa, em pastas por categoria.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const zip = await service.montar(request.params.id);
      await registrarAuditoria(app.db, atorDe(request), {
        acao: 'download.zip',
        entidade: 'proposta',
        entidadeId: request.params.id,
        propostaId: request.params.id,
      });
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
