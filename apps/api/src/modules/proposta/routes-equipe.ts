import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analiseFiltroSchema,
  MENSAGENS,
  type paginaAnaliseSchema,
  type RespostaServidor,
  statusPropostaSchema,
} from '@portal/domain';
import { resultado } from '../../lib/resultado.ts';
import { signedInUser } from '../../plugins/access.ts';
import { createAnaliseService } from './analise-service.ts';
import { createStatusService } from './status-service.ts';
import { atorDe } from '../auditoria/registrar.ts';

const tags = ['Propostas'];

/** The proposal calls of the institute area: the analysis table and status changes. */
export async function propostaEquipeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const analise = createAnaliseService(app.db);
  const status = createStatusService(app.db, app.notificacoes, app.clock);

  app.get(
    '/api/proposta/analise',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Lista as soluções para análise, paginadas e filtradas',
        description:
          'Uma página da tabela da equipe, com o total filtrado. Sem `direcao`, a data ordena ' +
          'das mais recentes para as mais antigas e as demais colunas de A a Z.',
        querystring: analiseFiltroSchema,
      },
    },
    async (request) =>
      (await analise.listar(request.query, signedInUser(request))) satisfies RespostaServidor<
        typeof paginaAnaliseSchema
      >,
  );

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
