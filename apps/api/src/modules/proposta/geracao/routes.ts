import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../../http/acesso.ts';
import { idParams } from '../../../http/params.ts';
import { atorDe } from '../../trilha-auditoria/registrar.ts';

const tags = ['Geração do PDF'];

/**
 * Generating the proposal form: ask, then poll; the job runs on the portal's queue, on whichever
 * instance fetches it, and the file is downloaded from the file service.
 */
export async function geracaoPdfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.servicos.geracaoPdf;

  app.get(
    '/api/proposta/gerapdf/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Pede a geração do PDF da proposta para assinatura',
        description:
          'Responde logo com o status 1 (aceito) e gera o PDF em segundo plano; acompanhe pela ' +
          'consulta de status. Uma solução incompleta é recusada com o que lhe falta.',
        params: idParams,
      },
    },
    async (request) => service.solicitar(signedInUser(request), request.params.id, atorDe(request)),
  );

  app.get(
    '/api/proposta/statusgeracaopdf/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Consulta o andamento da geração do PDF da proposta',
        description:
          'Status 0: não pedido; 1: em andamento; 9: falhou; 7: pronto, com o `arquivoID` a ' +
          'baixar em `GET /api/fileindexer/{proposalId}/{fileId}`.',
        params: idParams,
      },
    },
    async (request) => service.consultar(signedInUser(request), request.params.id),
  );
}
