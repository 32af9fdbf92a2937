import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conclusaoParecerSchema,
  emissaoParecerSchema,
  type estadoParecerSchema,
  MENSAGENS,
  MENSAGENS_HTTP,
  type parecerLiberadoSchema,
  type RespostaServidor,
} from '@portal/domain';
import { contentDisposition } from '../../http/content-disposition.ts';
import { HttpError } from '../../http/http-error.ts';
import { idParams } from '../../http/params.ts';
import { resultado } from '../../http/resultado.ts';
import {
  cabecalhosComVersao,
  etagDaVersao,
  comVersaoLida,
  respostaComVersao,
} from '../../http/versao.ts';
import { signedInUser } from '../../http/acesso.ts';
import { dependenciasAvaliacao } from './dependencias.ts';
import { createParecerService } from './parecer-service.ts';

/** The technical opinion: staff draft, issue and release it; the company downloads it after. */
export async function avaliacaoParecerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pareceres = createParecerService({
    ...dependenciasAvaliacao(fastify),
    storage: fastify.fileStorage,
  });
  const tags = ['Avaliação'];

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
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Consulta o parecer técnico de uma solução',
        description: 'Com a `versao` da conclusão (também no `ETag`).',
        params: idParams,
      },
    },
    async (request, reply) => {
      const estado = await pareceres.estado(signedInUser(request), request.params.id);
      return reply
        .header('etag', etagDaVersao(estado.versao))
        .send(estado satisfies RespostaServidor<typeof estadoParecerSchema>);
    },
  );

  app.put(
    '/api/avaliacao/proposta/:id/parecer',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Salva a conclusão do parecer técnico de uma solução',
        description:
          'Recusado com 409 depois que o parecer foi emitido. Com a `versao` lida (no corpo ou ' +
          'em `If-Match`), salvar de uma página antiga responde 409 dizendo quem salvou e ' +
          'quando; sem versão, salva como sempre.',
        params: idParams,
        body: conclusaoParecerSchema,
        headers: cabecalhosComVersao,
      },
    },
    async (request, reply) => {
      const dados = comVersaoLida(request.body, request.headers);
      const versao = await pareceres.salvarConclusao(
        signedInUser(request),
        request.params.id,
        dados,
      );
      return respostaComVersao(reply, MENSAGENS.parecerSalvo, versao);
    },
  );

  app.post(
    '/api/avaliacao/proposta/:id/parecer/emissao',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Emite o parecer técnico de uma solução',
        description:
          'Gera o PDF com a conclusão salva e as avaliações enviadas; depois disso o parecer ' +
          'não muda. A solução passa a "Parecer Técnico" (7), ou a "Parecer Técnico com DCT" ' +
          '(8) com `comDct`, na mesma entrada do histórico.',
        params: idParams,
        body: emissaoParecerSchema,
      },
    },
    async (request) => {
      await pareceres.emitir(signedInUser(request), request.params.id, request.body);
      return resultado(MENSAGENS.parecerEmitido);
    },
  );

  app.post(
    '/api/avaliacao/proposta/:id/parecer/liberacao',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Libera o parecer técnico emitido para a empresa',
        description: 'A empresa é avisada por e-mail e passa a poder baixar o PDF.',
        params: idParams,
      },
    },
    async (request) => {
      await pareceres.liberar(signedInUser(request), request.params.id);
      return resultado(MENSAGENS.parecerLiberado);
    },
  );

  app.get(
    '/api/avaliacao/proposta/:id/parecer/arquivo',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Baixa o PDF do parecer técnico de uma solução',
        description: 'Responde o PDF emitido (application/pdf) como anexo.',
        params: idParams,
      },
    },
    async (request, reply) =>
      enviarPdf(reply, await pareceres.abrirParaEquipe(signedInUser(request), request.params.id)),
  );

  app.get(
    '/api/avaliacao/pareceres',
    {
      config: { access: 'company' },
      schema: { tags, summary: 'Lista os pareceres técnicos liberados para o usuário' },
    },
    async (request) =>
      (await pareceres.liberadosDaEmpresa(signedInUser(request))) satisfies RespostaServidor<
        typeof parecerLiberadoSchema
      >[],
  );

  app.get(
    '/api/avaliacao/pareceres/:id/arquivo',
    {
      config: { access: 'company' },
      schema: {
        tags,
        summary: 'Baixa o PDF do parecer técnico liberado de uma solução',
        description:
          'O `id` é o da solução. Responde o PDF (application/pdf) como anexo; antes da ' +
          'liberação, 404.',
        params: idParams,
      },
    },
    async (request, reply) =>
      enviarPdf(reply, await pareceres.abrirParaEmpresa(signedInUser(request), request.params.id)),
  );
}
