import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailExistsSchema, loginSchema, MENSAGENS } from '@portal/domain';
import { parseOrThrow } from '../../lib/validation.ts';
import { signedInUser } from '../../plugins/access.ts';
import { createLimiter } from '../rate-limit/limiter.ts';
import { createTentativasRepository } from '../rate-limit/repository.ts';
import { createLoginService, respostaLogin } from './service.ts';

const idParams = z.object({ id: z.guid(MENSAGENS.identificadorInvalido).toLowerCase() });

export async function loginRoutes(app: FastifyInstance) {
  const service = createLoginService(
    app.db,
    createLimiter(createTentativasRepository(app.db), app.config.rateLimitFactor),
  );

  // /login admits every active account (staff too: the web app sends types 4 and 5 to /ipt/home);
  // /login/ipt only staff, with the same answers.
  for (const [prefixo, apenasEquipe] of [
    ['/api/login', false],
    ['/api/login/ipt', true],
  ] as const) {
    app.post(prefixo, { config: { access: 'public' } }, async (request, reply) => {
      const dados = parseOrThrow(loginSchema, request.body);
      const credenciais = await service.autenticar(dados, request.ip, apenasEquipe);
      if (!credenciais) {
        const mensagem = MENSAGENS.emailOuSenhaIncorretos;
        return reply.code(401).send({ autenticado: false, mensagem, message: mensagem });
      }
      await app.sessions.start(request, reply, credenciais.id);
      return respostaLogin(credenciais);
    });

    app.post(`${prefixo}/exists`, { config: { access: 'public' } }, async (request) => {
      const { email } = parseOrThrow(emailExistsSchema, request.body);
      // The spec's answer is a bare number: non-zero means the e-mail has an account.
      return (await service.emailExiste(email, request.ip, apenasEquipe)) ? 1 : 0;
    });
  }

  app.get('/api/autenticado', { config: { access: 'user' } }, async (request) =>
    service.autenticado(signedInUser(request)),
  );

  app.get('/api/login/:id', { config: { access: 'user' } }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return service.perfil(signedInUser(request), id);
  });

  // Public: signing out must work with an expired session too, and then only clears the cookie.
  app.post('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    const message = MENSAGENS.sessaoEncerrada;
    return { result: true, message, mensagem: message };
  });
}
