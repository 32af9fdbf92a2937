import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAGENS,
  MENSAGENS_HTTP,
  PRAZO_PEDIDO_TITULAR_DIAS,
  pedidosTitularFiltroSchema,
  pedidoTitularSchema,
  respostaPedidoTitularSchema,
} from '@portal/domain';
import { HttpError } from '../../http/http-error.ts';
import { guidParam } from '../../http/params.ts';
import { resultado } from '../../http/resultado.ts';
import { signedInUser } from '../../http/acesso.ts';
import { atorDe, registrarAuditoria } from '../trilha-auditoria/registrar.ts';
import { createNotificacoesPedido } from './notificacoes-pedido.ts';
import { repositoriosEm } from '../repositorios.ts';

const tags = ['Privacidade'];

/**
 * Requests under LGPD art. 18 that need a person to decide (a correction, an objection…):
 * registered by whoever is signed in, answered by an administrator by e-mail within 15 days.
 */
export async function pedidosTitularRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pedidos = app.repositorios.pedidosTitular;
  const notificacoes = createNotificacoesPedido(app.config.publicUrl);

  app.post(
    '/api/pedidos-titular',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Registra um pedido sobre os próprios dados pessoais',
        description: `A pessoa recebe o protocolo por e-mail; a resposta vem em até ${PRAZO_PEDIDO_TITULAR_DIAS} dias.`,
        body: pedidoTitularSchema,
      },
    },
    async (request, reply) => {
      const ator = atorDe(request);
      const { id } = signedInUser(request);
      const pedido = await app.db.transaction(async (tx) => {
        const novo = await repositoriosEm(tx).pedidosTitular.registrar(
          id,
          request.body,
          ator.agora,
          PRAZO_PEDIDO_TITULAR_DIAS,
        );
        const pessoa = await repositoriosEm(tx).destinatarios.usuario(id);
        if (pessoa) await notificacoes.registrado(tx, pessoa, novo);
        await registrarAuditoria(tx, ator, {
          acao: 'pedido.registro',
          entidade: 'pedido_titular',
          entidadeId: novo.id,
          detalhes: { protocolo: novo.protocolo, tipo: novo.tipo },
        });
        return novo;
      });
      return reply
        .status(201)
        .send({ pedido, ...resultado(MENSAGENS.pedidoTitularRegistrado(pedido.protocolo)) });
    },
  );

  app.get(
    '/api/pedidos-titular',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Lista os pedidos sobre dados pessoais, o prazo mais próximo primeiro',
        querystring: pedidosTitularFiltroSchema,
      },
    },
    async (request) => pedidos.lista(request.query.situacao),
  );

  app.post(
    '/api/pedidos-titular/:id/resposta',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Responde um pedido; a resposta vai por e-mail à pessoa',
        description: 'Um pedido já respondido dá 409.',
        params: z.object({ id: guidParam }),
        body: respostaPedidoTitularSchema,
      },
    },
    async (request) => {
      const ator = atorDe(request);
      await app.db.transaction(async (tx) => {
        const repository = repositoriosEm(tx).pedidosTitular;
        const pedido = await repository.comPessoa(request.params.id);
        if (!pedido) throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
        const { resposta } = request.body;
        if (
          !(await repository.responder(pedido.id, resposta, signedInUser(request).id, ator.agora))
        ) {
          throw new HttpError(409, MENSAGENS.pedidoTitularJaRespondido);
        }
        await notificacoes.respondido(tx, pedido, pedido, resposta);
        await registrarAuditoria(tx, ator, {
          acao: 'pedido.resposta',
          entidade: 'pedido_titular',
          entidadeId: pedido.id,
          detalhes: { protocolo: pedido.protocolo, tipo: pedido.tipo },
        });
      });
      return resultado(MENSAGENS.pedidoTitularRespondido);
    },
  );
}
