import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type comparacaoEnviosSchema,
  type envioResumoSchema,
  MENSAGENS,
  type RespostaServidor,
} from '@portal/domain';
import { guidParam } from '../../../http/params.ts';
import { signedInUser } from '../../../http/acesso.ts';
import { createEnviosService } from './service.ts';

const tags = ['Versões enviadas'];
const numeroSchema = z.coerce
  .number({ error: MENSAGENS.envioNaoEncontrado })
  .int(MENSAGENS.envioNaoEncontrado)
  .min(1, MENSAGENS.envioNaoEncontrado)
  .max(2_147_483_647, MENSAGENS.envioNaoEncontrado);
const envioParams = z.object({ id: guidParam, numero: numeroSchema });
const arquivoParams = envioParams.extend({ arquivoId: guidParam });
const comparacaoQuery = z.object({ de: numeroSchema, para: numeroSchema });
const idParams = z.object({ id: guidParam });

/**
 * Each signed submission of a solution, frozen: its fields, its files with their
 * bytes and the signed PDF, who sent it and when. Read by the company and by staff; no route
 * changes one.
 */
export async function enviosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createEnviosService(app.db, app.fileStorage);
  const acesso = { access: 'user' } as const;

  app.get(
    '/api/proposta/:id/envios',
    {
      config: acesso,
      schema: { tags, summary: 'Lista as versões assinadas de uma solução', params: idParams },
    },
    async (request) =>
      (await service.listar(signedInUser(request), request.params.id)) satisfies RespostaServidor<
        typeof envioResumoSchema
      >[],
  );

  app.get(
    '/api/proposta/:id/envios/comparacao',
    {
      config: acesso,
      schema: {
        tags,
        summary: 'Compara duas versões assinadas',
        description:
          'Os campos que mudaram de `de` para `para`, com o valor antes e depois, e por ' +
          'contexto de arquivo os nomes incluídos e removidos.',
        params: idParams,
        querystring: comparacaoQuery,
      },
    },
    async (request) =>
      (await service.comparar(
        signedInUser(request),
        request.params.id,
        request.query.de,
        request.query.para,
      )) satisfies RespostaServidor<typeof comparacaoEnviosSchema>,
  );

  app.get(
    '/api/proposta/:id/envios/:numero',
    {
      config: acesso,
      schema: { tags, summary: 'Obtém uma versão assinada', params: envioParams },
    },
    async (request) =>
      service.obter(signedInUser(request), request.params.id, request.params.numero),
  );

  app.get(
    '/api/proposta/:id/envios/:numero/arquivo/:arquivoId',
    {
      config: acesso,
      schema: {
        tags,
        summary: 'Baixa um arquivo de uma versão assinada',
        description: 'O arquivo como a versão o guardou, em base64, mesmo se depois foi retirado.',
        params: arquivoParams,
      },
    },
    async (request) => {
      const { id, numero, arquivoId } = request.params;
      return service.arquivo(signedInUser(request), id, numero, arquivoId);
    },
  );
}
