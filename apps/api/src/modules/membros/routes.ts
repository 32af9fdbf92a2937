import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MENSAGENS } from '@portal/domain';
import { guidParam } from '../../lib/params.ts';
import { resultado } from '../../lib/resultado.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { signedInUser } from '../../plugins/access.ts';
import { createMembrosService } from './service.ts';

const usuarioParams = z.object({ usuarioId: guidParam });

/**
 * "Equipe da empresa": active members accept or refuse who asked to join and remove members;
 * the administrator decides for companies with no active member left.
 */
export async function membrosRoutes(app: FastifyInstance) {
  const service = createMembrosService(app.db, app.clock, app.notificacoes);
  const empresa = { config: { access: 'company' as const } };
  const admin = { config: { access: 'admin' as const } };

  // Any signed-in user: a pending account reads here why it sees nothing of the company yet.
  app.get('/api/empresa/vinculo', { config: { access: 'user' } }, async (request) => ({
    vinculo: await service.vinculo(signedInUser(request)),
  }));

  app.get('/api/empresa/equipe', empresa, async (request) => service.equipe(signedInUser(request)));

  for (const [acao, aceita, mensagem] of [
    ['aceite', true, MENSAGENS.pedidoMembroAceito],
    ['recusa', false, MENSAGENS.pedidoMembroRecusadoOk],
  ] as const) {
    app.post(`/api/empresa/equipe/:usuarioId/${acao}`, empresa, async (request) => {
      const { usuarioId } = parseOrThrow(usuarioParams, request.params);
      await service.decidir(signedInUser(request), usuarioId, aceita);
      return resultado(mensagem);
    });

    app.post(`/api/equipe/pedidos-empresa/:usuarioId/${acao}`, admin, async (request) => {
      const { usuarioId } = parseOrThrow(usuarioParams, request.params);
      await service.decidirComoAdministrador(signedInUser(request), usuarioId, aceita);
      return resultado(mensagem);
    });
  }

  app.delete('/api/empresa/equipe/:usuarioId', empresa, async (request) => {
    const { usuarioId } = parseOrThrow(usuarioParams, request.params);
    await service.remover(signedInUser(request), usuarioId);
    return resultado(MENSAGENS.membroRemovido);
  });

  app.get('/api/equipe/pedidos-empresa', admin, async () => service.pedidosSemMembroAtivo());
}
