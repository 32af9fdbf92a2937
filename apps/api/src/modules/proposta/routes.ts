import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { atualizacaoRascunhoSchema, MENSAGENS, rascunhoPropostaSchema } from '@portal/domain';
import { resultado } from '../../lib/resultado.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { signedInUser } from '../../plugins/access.ts';
import { guidParam, idParams } from '../../lib/params.ts';
import { createPropostaService } from './service.ts';

const usuarioParams = z.object({ userId: guidParam });

/** The proposal service of the spec (section 7): create, update, read, list, history. */
export async function propostaRoutes(app: FastifyInstance) {
  const service = createPropostaService(app.db);

  // A solution is saved as it is written: only the title is required here, the rest is checked
  // when filled and, all together, before the PDF and the signed PDF (docs/decisions/014).
  app.put(
    '/api/proposta',
    { config: { access: 'company', calendario: 'criar' } },
    async (request, reply) => {
      const dados = parseOrThrow(rascunhoPropostaSchema, request.body);
      const id = await service.criar(signedInUser(request), dados);
      return reply.code(201).send(resultado(MENSAGENS.solucaoCadastrada, id));
    },
  );

  app.post(
    '/api/proposta',
    { config: { access: 'company', calendario: 'editar' } },
    async (request) => {
      const dados = parseOrThrow(atualizacaoRascunhoSchema, request.body);
      await service.atualizar(signedInUser(request), dados);
      return resultado(MENSAGENS.solucaoAtualizada);
    },
  );

  app.get('/api/proposta/:id', { config: { access: 'user' } }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return service.obter(signedInUser(request), id);
  });

  app.get('/api/proposta/usuario/:userId', { config: { access: 'user' } }, async (request) => {
    const { userId } = parseOrThrow(usuarioParams, request.params);
    return service.listarDoUsuario(signedInUser(request), userId);
  });

  app.get(
    '/api/proposta/historicostatusproposta/:id',
    { config: { access: 'user' } },
    async (request) => {
      const { id } = parseOrThrow(idParams, request.params);
      return service.historico(signedInUser(request), id);
    },
  );
}
