import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { arquivoSchema, MENSAGENS } from '@portal/domain';
import { resultadoArquivo } from '../../lib/resultado.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { signedInUser } from '../../plugins/access.ts';
import { guidParam } from '../../lib/params.ts';
import { contextoParam } from './params.ts';
import { createFileIndexerService } from './service.ts';

const empresaParams = z.object({ companyId: guidParam });
const contextoParams = z.object({ companyId: guidParam, context: contextoParam });

export async function fileIndexerRoutes(app: FastifyInstance) {
  const service = createFileIndexerService(app.db, app.fileStorage);

  app.put(
    '/api/fileindexer/empresa/:companyId/provacnpj/file',
    // The CNPJ proof belongs to the company's registration, not to the call: never closed.
    { config: { access: 'company', calendario: 'livre' } },
    async (request) => {
      const { companyId } = parseOrThrow(empresaParams, request.params);
      const arquivo = parseOrThrow(arquivoSchema, request.body);
      await service.enviarProvaCnpj(signedInUser(request), companyId, arquivo);
      return resultadoArquivo(MENSAGENS.arquivoEnviado);
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
    async (request, reply) => {
      const { companyId, context } = parseOrThrow(contextoParams, request.params);
      const json = await service.listarDaEmpresaComConteudo(
        signedInUser(request),
        companyId,
        context,
      );
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
}
