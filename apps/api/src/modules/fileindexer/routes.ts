import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { arquivoSchema, MENSAGENS } from '@portal/domain';
import { resultadoArquivo } from '../../http/resultado.ts';
import { signedInUser } from '../../http/acesso.ts';
import { guidParam } from '../../http/params.ts';
import { contextoParam } from './params.ts';
import { createFileIndexerService } from './service.ts';
import { atorDe } from '../trilha-auditoria/registrar.ts';

const empresaParams = z.object({ companyId: guidParam });
const contextoParams = z.object({ companyId: guidParam, context: contextoParam });
const tags = ['Arquivos'];

export async function fileIndexerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createFileIndexerService(app.db, app.fileStorage);

  app.put(
    '/api/fileindexer/empresa/:companyId/provacnpj/file',
    {
      // The CNPJ proof belongs to the company's registration, not to the call: never closed.
      config: { access: 'company', calendario: 'livre' },
      schema: {
        tags,
        summary: 'Envia o comprovante de CNPJ da empresa',
        description:
          'Um PDF, em base64, que substitui o anterior. Não depende do prazo de envio da chamada.',
        params: empresaParams,
        body: arquivoSchema,
      },
    },
    async (request) => {
      await service.enviarProvaCnpj(
        signedInUser(request),
        request.params.companyId,
        request.body,
        atorDe(request),
      );
      return resultadoArquivo(MENSAGENS.arquivoEnviado);
    },
  );

  app.get(
    '/api/fileindexer/empresa/:companyId',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Lista os arquivos de uma empresa', params: empresaParams },
    },
    async (request) => service.listarDaEmpresa(signedInUser(request), request.params.companyId),
  );

  app.get(
    '/api/fileindexer/empresa/:companyId/:context',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Baixa os arquivos de uma empresa num contexto, com o conteúdo',
        description: 'Um array JSON em que cada arquivo traz o `conteudo` em base64.',
        params: contextoParams,
      },
    },
    async (request, reply) => {
      const json = await service.listarDaEmpresaComConteudo(
        signedInUser(request),
        request.params.companyId,
        request.params.context,
        atorDe(request),
      );
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
}
