import type { FastifyInstance } from 'fastify';
import {
  atualizacaoUsuarioSchema,
  cadastroUsuarioSchema,
  isCnpjValido,
  MENSAGENS,
  normalizarCnpj,
} from '@portal/domain';
import { fieldError } from '../../lib/http-error.ts';
import { idParams } from '../../lib/params.ts';
import { resultado } from '../../lib/resultado.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { signedInUser } from '../../plugins/access.ts';
import { createTentativasRepository } from '../rate-limit/repository.ts';
import { createLimiter } from '../rate-limit/limiter.ts';
import { createCadastroService } from './service.ts';

export async function cadastroRoutes(app: FastifyInstance) {
  const service = createCadastroService(
    app.db,
    createLimiter(createTentativasRepository(app.db), app.config.rateLimitFactor),
    { notificacoes: app.notificacoes, clock: app.clock },
  );

  app.put('/api/cadastro/usuario', { config: { access: 'public' } }, async (request, reply) => {
    const dados = parseOrThrow(cadastroUsuarioSchema, request.body);
    const id = await service.registrar(dados, request.ip);
    return reply.code(201).send(resultado(MENSAGENS.cadastroRealizado, id));
  });

  app.post('/api/cadastro/usuario', { config: { access: 'user' } }, async (request) => {
    const dados = parseOrThrow(atualizacaoUsuarioSchema, request.body);
    await service.atualizar(signedInUser(request), request.sessionId, dados);
    return resultado(MENSAGENS.cadastroAtualizado);
  });

  app.get('/api/cadastro/empresa/id/:id', { config: { access: 'user' } }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return service.empresaPorId(signedInUser(request), id);
  });

  app.get<{ Params: { cnpj: string } }>(
    '/api/cadastro/empresa/cnpj/:cnpj',
    { config: { access: 'public' } },
    async (request) => {
      const { cnpj } = request.params;
      // The lookup dialog shows this message as it comes, so it is the answer's, not a field's.
      if (!isCnpjValido(cnpj)) throw fieldError(400, 'cnpj', MENSAGENS.cnpjInvalido);
      return service.empresaPorCnpj(request.user, normalizarCnpj(cnpj), request.ip);
    },
  );
}
