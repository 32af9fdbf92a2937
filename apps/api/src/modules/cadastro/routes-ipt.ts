import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cadastroUsuarioIptSchema, MENSAGENS, trocaSenhaSchema } from '@portal/domain';
import { resultado } from '../../http/resultado.ts';
import { signedInUser } from '../../http/acesso.ts';
import { createLimiter } from '../rate-limit/limiter.ts';
import { createCadastroEquipeService } from './equipe-service.ts';
import { atorDe } from '../trilha-auditoria/registrar.ts';

const tags = ['Cadastro'];

/** Institute registration (spec, section 7) and the password change of any signed-in user. */
export async function cadastroIptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCadastroEquipeService(
    app.db,
    createLimiter(app.repositorios.tentativas, app.config.rateLimitFactor),
    app.config.staffEmailDomains,
    { publicUrl: app.config.publicUrl, clock: app.clock },
  );

  app.put(
    '/api/cadastro/usuario/ipt',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Cadastra um membro da equipe do instituto',
        description:
          'Só aceita e-mail de um domínio do instituto; a conta aguarda a aprovação de um ' +
          'administrador. Responde 201 com o id; cadastros demais da mesma origem dão 429.',
        body: cadastroUsuarioIptSchema,
      },
    },
    async (request, reply) => {
      const id = await service.registrar(request.body, atorDe(request));
      return reply.code(201).send(resultado(MENSAGENS.cadastroEquipeRealizado, id));
    },
  );

  app.post(
    '/api/cadastro/usuario/senha',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Troca a senha do próprio usuário',
        description: 'Exige a senha atual e encerra as outras sessões do usuário.',
        body: trocaSenhaSchema,
      },
    },
    async (request) => {
      await service.trocarSenha(
        signedInUser(request),
        request.sessionId,
        request.body,
        atorDe(request),
      );
      return resultado(MENSAGENS.senhaAlterada);
    },
  );
}
