import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAGENS } from '@portal/domain';
import { guidParam } from '../../http/params.ts';
import { resultado } from '../../http/resultado.ts';
import { signedInUser } from '../../http/acesso.ts';
import { createMembrosService } from './service.ts';

const usuarioParams = z.object({ usuarioId: guidParam });
const tags = ['Membros da empresa'];

/**
 * "Equipe da empresa": active members accept or refuse who asked to join and remove members;
 * the administrator decides for companies with no active member left.
 */
export async function membrosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createMembrosService(app.db, app.clock, app.config.publicUrl);
  const empresa = { config: { access: 'company' as const } };
  const admin = { config: { access: 'admin' as const } };

  // Any signed-in user: a pending account reads here why it sees nothing of the company yet.
  app.get(
    '/api/empresa/vinculo',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mostra a situação do usuário na sua empresa',
        description:
          'Situação ativo, pendente, recusado, removido ou expirado; vínculo nulo para quem não ' +
          'tem empresa.',
      },
    },
    async (request) => ({ vinculo: await service.vinculo(signedInUser(request)) }),
  );

  app.get(
    '/api/empresa/equipe',
    { ...empresa, schema: { tags, summary: 'Lista os membros e os pedidos de participação' } },
    async (request) => service.equipe(signedInUser(request)),
  );

  for (const [acao, aceita, mensagem, verbo] of [
    ['aceite', true, MENSAGENS.pedidoMembroAceito, 'Aceita'],
    ['recusa', false, MENSAGENS.pedidoMembroRecusadoOk, 'Recusa'],
  ] as const) {
    app.post(
      `/api/empresa/equipe/:usuarioId/${acao}`,
      {
        ...empresa,
        schema: {
          tags,
          summary: `${verbo} o pedido de participação na empresa`,
          params: usuarioParams,
        },
      },
      async (request) => {
        await service.decidir(signedInUser(request), request.params.usuarioId, aceita);
        return resultado(mensagem);
      },
    );

    app.post(
      `/api/equipe/pedidos-empresa/:usuarioId/${acao}`,
      {
        ...admin,
        schema: {
          tags,
          summary: `${verbo} o pedido de participação numa empresa sem membro ativo`,
          description: 'Se a empresa já tem um membro ativo, cabe a ele decidir: responde 409.',
          params: usuarioParams,
        },
      },
      async (request) => {
        const { usuarioId } = request.params;
        await service.decidirComoAdministrador(signedInUser(request), usuarioId, aceita);
        return resultado(mensagem);
      },
    );
  }

  app.delete(
    '/api/empresa/equipe/:usuarioId',
    {
      ...empresa,
      schema: {
        tags,
        summary: 'Remove um membro da empresa',
        description: 'O último membro ativo não pode ser removido: responde 409.',
        params: usuarioParams,
      },
    },
    async (request) => {
      await service.remover(signedInUser(request), request.params.usuarioId);
      return resultado(MENSAGENS.membroRemovido);
    },
  );

  app.get(
    '/api/equipe/pedidos-empresa',
    { ...admin, schema: { tags, summary: 'Lista os pedidos de empresas sem membro ativo' } },
    async () => service.pedidosSemMembroAtivo(),
  );
}
