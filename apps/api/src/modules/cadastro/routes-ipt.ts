import type { FastifyInstance } from 'fastify';
import { cadastroUsuarioIptSchema, MENSAGENS, trocaSenhaSchema } from '@portal/domain';
import { resultado } from '../../lib/resultado.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { signedInUser } from '../../plugins/access.ts';
import { createLimiter } from '../rate-limit/limiter.ts';
import { createTentativasRepository } from '../rate-limit/repository.ts';
import { createCadastroEquipeService } from './equipe-service.ts';

/** Institute registration (spec, section 7) and the password change of any signed-in user. */
export async function cadastroIptRoutes(app: FastifyInstance) {
  const service = createCadastroEquipeService(
    app.db,
    createLimiter(createTentativasRepository(app.db), app.config.rateLimitFactor),
    app.config.staffEmailDomains,
    { notificacoes: app.notificacoes, clock: app.clock },
  );

  app.put('/api/cadastro/usuario/ipt', { config: { access: 'public' } }, async (request, reply) => {
    const dados = parseOrThrow(cadastroUsuarioIptSchema, request.body);
    const id = await service.registrar(dados, request.ip);
    return reply.code(201).send(resultado(MENSAGENS.cadastroEquipeRealizado, id));
  });

  app.post('/api/cadastro/usuario/senha', { config: { access: 'user' } }, async (request) => {
    const dados = parseOrThrow(trocaSenhaSchema, request.body);
    await service.trocarSenha(signedInUser(request), request.sessionId, dados);
    return resultado(MENSAGENS.senhaAlterada);
  });
}
