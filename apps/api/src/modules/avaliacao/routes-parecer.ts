import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conclusaoParecerSchema, MENSAGENS, MENSAGENS_HTTP } from '@portal/domain';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { HttpError } from '../../lib/http-error.ts';
import { idParams } from '../../lib/params.ts';
import { resultado } from '../../lib/resultado.ts';
import { zodValidatorCompiler } from '../../lib/zod-validator.ts';
import { signedInUser } from '../../plugins/access.ts';
import { dependenciasAvaliacao } from './dependencias.ts';
import { createParecerService } from './parecer-service.ts';

/** The technical opinion: staff draft, issue and release it; the company downloads it after. */
export async function avaliacaoParecerRoutes(fastify: FastifyInstance) {
  fastify.setValidatorCompiler(zodValidatorCompiler);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pareceres = createParecerService({
    ...dependenciasAvaliacao(fastify),
    storage: fastify.fileStorage,
  });

  const enviarPdf = async (reply: FastifyReply, arquivo: { nome: string; arquivoId: string }) => {
    const conteudo = await fastify.fileStorage.open(arquivo.arquivoId);
    if (conteudo === null) throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition('attachment', arquivo.nome))
      .send(conteudo);
  };

  app.get(
    '/api/avaliacao/proposta/:id/parecer',
    { config: { access: 'staff' }, schema: { params: idParams } },
    (request) => pareceres.estado(signedInUser(request), request.params.id),
  );

  app.put(
    '/api/avaliacao/proposta/:id/parecer',
    { config: { access: 'admin' }, schema: { params: idParams, body: conclusaoParecerSchema } },
    async (request) => {
      await pareceres.salvarConclusao(request.params.id, request.body.conclusao);
      return resultado(MENSAGENS.parecerSalvo);
    },
  );

  app.post(
    '/api/avaliacao/proposta/:id/parecer/emissao',
    { config: { access: 'admin' }, schema: { params: idParams } },
    async (request) => {
      await pareceres.emitir(signedInUser(request), request.params.id);
      return resultado(MENSAGENS.parecerEmitido);
    },
  );

  app.post(
    '/api/avaliacao/proposta/:id/parecer/liberacao',
    { config: { access: 'admin' }, schema: { params: idParams } },
    async (request) => {
      await pareceres.liberar(signedInUser(request), request.params.id);
      return resultado(MENSAGENS.parecerLiberado);
    },
  );

  app.get(
    '/api/avaliacao/proposta/:id/parecer/arquivo',
    { config: { access: 'staff' }, schema: { params: idParams } },
    async (request, reply) =>
      enviarPdf(reply, await pareceres.abrirParaEquipe(signedInUser(request), request.params.id)),
  );

  app.get('/api/avaliacao/pareceres', { config: { access: 'company' } }, (request) =>
    pareceres.liberadosDaEmpresa(signedInUser(request)),
  );

  app.get(
    '/api/avaliacao/pareceres/:id/arquivo',
    { config: { access: 'company' }, schema: { params: idParams } },
    async (request, reply) =>
      enviarPdf(reply, await pareceres.abrirParaEmpresa(signedInUser(request), request.params.id)),
  );
}
