import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  atualizacaoRascunhoSchema,
  type entradaHistoricoSchema,
  MENSAGENS,
  type propostaLidaSchema,
  rascunhoPropostaSchema,
  type RespostaServidor,
} from '@portal/domain';
import { enviarDaMemoria } from '../../http/resposta-em-memoria.ts';
import { resultado } from '../../http/resultado.ts';
import { signedInUser } from '../../http/acesso.ts';
import { guidParam, idParams } from '../../http/params.ts';
import {
  cabecalhosComVersao,
  etagDaVersao,
  comVersaoLida,
  respostaComVersao,
} from '../../http/versao.ts';
import { createPropostaService } from './service.ts';
import { atorDe } from '../trilha-auditoria/registrar.ts';

const usuarioParams = z.object({ userId: guidParam });
const tags = ['Propostas'];

/** The proposal service of the spec (section 7): create, update, read, list, history. */
export async function propostaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createPropostaService(app.db);

  // A solution is saved as it is written: only the title is required here, the rest is checked
  // when filled and, all together, before the PDF and the signed PDF (docs/decisions/014).
  app.put(
    '/api/proposta',
    {
      config: { access: 'company', calendario: 'criar' },
      schema: {
        tags,
        summary: 'Cadastra uma solução da empresa do usuário',
        description:
          'Só o título é obrigatório: a solução fica como rascunho até o envio. Responde 201 com ' +
          'o id criado; só aceita entre a abertura das inscrições e o prazo de envio.',
        body: rascunhoPropostaSchema,
      },
    },
    async (request, reply) => {
      const id = await service.criar(signedInUser(request), request.body, atorDe(request));
      return reply.code(201).send(resultado(MENSAGENS.solucaoCadastrada, id));
    },
  );

  app.post(
    '/api/proposta',
    {
      config: { access: 'company', calendario: 'editar', solucaoDaEscrita: 'corpo' },
      schema: {
        tags,
        summary: 'Atualiza o rascunho de uma solução',
        description:
          'Só quem a cadastrou, enquanto ela aguarda a empresa (antes do envio do formulário ' +
          'assinado) e até o prazo de envio; depois disso responde 409. Com a `versao` lida ' +
          '(no corpo ou em `If-Match`), salvar de uma cópia antiga responde 409 dizendo quem ' +
          'salvou, quando e quais campos; sem versão, salva como sempre. Responde a nova `versao`.',
        body: atualizacaoRascunhoSchema,
        headers: cabecalhosComVersao,
      },
    },
    async (request, reply) => {
      const dados = comVersaoLida(request.body, request.headers);
      const versao = await service.atualizar(signedInUser(request), dados, atorDe(request));
      return respostaComVersao(reply, MENSAGENS.solucaoAtualizada, versao);
    },
  );

  app.get(
    '/api/proposta/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Obtém uma solução',
        description:
          'Para quem é de empresa, a solução cadastrada por outra pessoa responde 404, como se ' +
          'não existisse.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const proposta = await service.obter(signedInUser(request), request.params.id);
      return reply
        .header('etag', etagDaVersao(proposta.versao))
        .send(proposta satisfies RespostaServidor<typeof propostaLidaSchema>);
    },
  );

  app.get(
    '/api/proposta/usuario/:userId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Lista as soluções de um usuário',
        description: 'Cada pessoa lista só as próprias soluções; outro usuário responde 404.',
        params: usuarioParams,
      },
    },
    async (request, reply) =>
      // Personal data: no copy kept by a browser or a proxy, as every other answer of the API.
      enviarDaMemoria(
        request,
        reply,
        await service.listarDoUsuario(signedInUser(request), request.params.userId),
        'no-store',
      ),
  );

  app.get(
    '/api/proposta/historicostatusproposta/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Lista o histórico de status de uma solução', params: idParams },
    },
    async (request) =>
      (await service.historico(
        signedInUser(request),
        request.params.id,
      )) satisfies RespostaServidor<typeof entradaHistoricoSchema>[],
  );
}
