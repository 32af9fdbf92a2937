import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { arquivoSchema, MENSAGENS } from '@portal/domain';
import { parseOrThrow } from '../../lib/validation.ts';
import { signedInUser } from '../../plugins/access.ts';
import { createFileIndexerService } from './service.ts';
import { createDatabaseFileStorage } from './storage.ts';

const companyId = z.guid(MENSAGENS.identificadorInvalido).toLowerCase();
const empresaParams = z.object({ companyId });
const contextoParams = z.object({
  companyId,
  context: z.coerce
    .number({ error: MENSAGENS.valorInvalido })
    .int({ error: MENSAGENS.valorInvalido })
    .min(1, { error: MENSAGENS.valorInvalido })
    .max(99, { error: MENSAGENS.valorInvalido }),
});

export async function fileIndexerRoutes(app: FastifyInstance) {
  const service = createFileIndexerService(app.db, createDatabaseFileStorage);

  app.put(
    '/api/fileindexer/empresa/:companyId/provacnpj/file',
    { config: { access: 'company' } },
    async (request) => {
      const { companyId } = parseOrThrow(empresaParams, request.params);
      const arquivo = parseOrThrow(arquivoSchema, request.body);
      await service.enviarProvaCnpj(signedInUser(request), companyId, arquivo);
      // The spec's file answers: status 0 means success.
      return { status: 0, result: true, message: MENSAGENS.arquivoEnviado };
    },
  );

  app.get(
    '/api/fileindexer/empresa/:companyId',
    { config: { access: 'user' } },
    async (request) => {
      const { companyId } = parseOrThrow(empresaParams, request.params);
      return service.listarDaEmpresa(signedInUser(request), companyId);
    },
  );

  app.get(
    '/api/fileindexer/empresa/:companyId/:context',
    { config: { access: 'user' } },
    async (request) => {
      const { companyId, context } = parseOrThrow(contextoParams, request.params);
      return service.listarDaEmpresaComConteudo(signedInUser(request), companyId, context);
    },
  );
}
