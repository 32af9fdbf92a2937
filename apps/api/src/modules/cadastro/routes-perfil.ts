import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../http/params.ts';
import { etagDaVersao } from '../../http/versao.ts';
import { signedInUser } from '../../http/acesso.ts';
import { createPerfilService } from './perfil-service.ts';

const tags = ['Sessão'];

/** The user's own profile, read under the spec's login URL. */
export async function perfilRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createPerfilService(app.db);

  app.get(
    '/api/login/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mostra o perfil do próprio usuário',
        description:
          'Com empresa, endereço e telefones e a `versao` dos dados (também no `ETag`), que ' +
          'a atualização pode enviar de volta; o id de outro usuário dá 404.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const perfil = await service.perfil(signedInUser(request), request.params.id);
      return reply.header('etag', etagDaVersao(perfil.versao)).send(perfil);
    },
  );
}
