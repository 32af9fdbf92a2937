import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAGENS,
  type RespostaServidor,
  respostaSolicitacaoSchema,
  type rodadaSolicitacoesLidaSchema,
  rodadaSolicitacoesSchema,
  statusPropostaSchema,
} from '@portal/domain';
import { guidParam, idParams } from '../../../http/params.ts';
import { resultado } from '../../../http/resultado.ts';
import { signedInUser } from '../../../http/acesso.ts';
import { createSolicitacoesService } from './service.ts';
import { atorDe } from '../../trilha-auditoria/registrar.ts';

const tags = ['Solicitações'];
const solicitacaoParams = z.object({ id: guidParam, solicitacaoId: guidParam });
const rodadaBody = rodadaSolicitacoesSchema.extend({
  statusVisto: statusPropostaSchema.shape.statusVisto,
});

/** The request-and-answer loop of status 6 'Solicitações Feitas'. */
export async function solicitacoesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const status = app.servicos.status;
  const service = createSolicitacoesService(app.db, app.clock);

  app.post(
    '/api/proposta/:id/solicitacoes',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Pede alterações à empresa',
        description:
          'Move a solução para "Solicitações Feitas" com uma ou mais solicitações, cada uma ' +
          'sobre uma seção do formulário (`identificacao`, `destino`, `descricaoTecnica`, ' +
          '`justificativa`, `historico`, `suporte`), uma categoria de anexos (`anexos.fotos`…) ' +
          'ou a solução toda (`geral`), com prazo opcional (horário de São Paulo, no futuro). ' +
          'A empresa pode alterar só o que foi pedido e responde enviando o PDF assinado de ' +
          'novo, o que devolve a solução ao status anterior. Com solicitações em aberto responde 409.',
        params: idParams,
        body: rodadaBody,
      },
    },
    async (request, reply) => {
      await status.solicitar(
        signedInUser(request),
        request.params.id,
        request.body,
        atorDe(request),
      );
      return reply.code(201).send(resultado(MENSAGENS.solicitacoesEnviadas));
    },
  );

  app.get(
    '/api/proposta/:id/solicitacoes',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Lista as rodadas de solicitações de uma solução',
        description:
          'Da mais recente para a mais antiga, com as respostas. A rodada aberta diz quais ' +
          'partes do formulário estão abertas agora (`partesAbertas`) e até quando pode ser ' +
          'respondida (`prazo`). Para a empresa dona e para a equipe; outros recebem 404.',
        params: idParams,
      },
    },
    async (request) =>
      (await service.listar(signedInUser(request), request.params.id)) satisfies RespostaServidor<
        typeof rodadaSolicitacoesLidaSchema
      >[],
  );

  app.put(
    '/api/proposta/:id/solicitacoes/:solicitacaoId/resposta',
    {
      // The call's deadline does not apply: each request has its own date, checked here.
      config: { access: 'company', calendario: 'livre' },
      schema: {
        tags,
        summary: 'Responde a uma solicitação',
        description:
          'A resposta da empresa, em texto, a uma solicitação da rodada aberta, até o prazo ' +
          'dela. Pode ser reescrita até o envio do novo PDF assinado, que a congela.',
        params: solicitacaoParams,
        body: respostaSolicitacaoSchema,
      },
    },
    async (request) => {
      const { id, solicitacaoId } = request.params;
      await service.responder(signedInUser(request), id, solicitacaoId, request.body.resposta);
      return resultado(MENSAGENS.respostaSalva);
    },
  );
}
