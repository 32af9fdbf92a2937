import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAGENS, mensagemEmpresaSchema } from '@portal/domain';
import { signedInUser } from '../../http/acesso.ts';
import { idParams } from '../../http/params.ts';
import { resultado } from '../../http/resultado.ts';
import { atorDe } from '../trilha-auditoria/registrar.ts';
import { createContatoService } from './contato-service.ts';

const tags = ['Gestor público'];

/** "Falar com a empresa": a manager writes to the company of a published solution. */
export async function contatoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createContatoService(app.db, app.config.publicUrl);
  const config = { access: 'gestor' } as const;

  app.post(
    '/api/gestor/solucoes/:id/contato',
    {
      config,
      schema: {
        tags,
        summary: 'Envia uma mensagem à empresa de uma solução publicada',
        description:
          'Cada integrante ativo da empresa recebe a mensagem por e-mail, com resposta para o ' +
          'e-mail institucional do gestor. No máximo 10 mensagens em 24 horas e 1 por solução ' +
          'em 24 horas: além disso, 429 com retry-after.',
        params: idParams,
        body: mensagemEmpresaSchema,
      },
    },
    async (request, reply) => {
      const usuario = signedInUser(request);
      await service.enviar(
        { ...atorDe(request), usuarioId: usuario.id },
        request.params.id,
        request.body,
      );
      return reply.status(201).send(resultado(MENSAGENS.contatoEnviado));
    },
  );

  app.get(
    '/api/gestor/contatos',
    {
      config,
      schema: {
        tags,
        summary: 'Mostra o contato institucional do gestor e as mensagens que enviou',
      },
    },
    async (request) => service.doGestor(signedInUser(request).id),
  );
}
