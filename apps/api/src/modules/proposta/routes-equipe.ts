import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAGENS, statusPropostaSchema } from '@portal/domain';
import { resultado } from '../../http/resultado.ts';
import { signedInUser } from '../../http/acesso.ts';
import { atorDe } from '../trilha-auditoria/registrar.ts';

const tags = ['Propostas'];

/** The staff's status changes of a solution. */
export async function propostaEquipeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const status = app.servicos.status;

  app.post(
    '/api/proposta/status',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Altera o status de uma solução',
        description:
          'Registra a mudança no histórico e avisa a empresa por e-mail. Repetir o status atual ' +
          'responde 409; disponibilizar no portal exige a solução completa. Com `statusVisto` ' +
          '(o status que a tela mostrava), se outra pessoa o mudou nesse meio-tempo responde 409 ' +
          'dizendo quem, para qual status e quando.',
        body: statusPropostaSchema,
      },
    },
    async (request) => {
      await status.alterar(signedInUser(request), request.body, atorDe(request));
      return resultado(MENSAGENS.statusAtualizado);
    },
  );
}
