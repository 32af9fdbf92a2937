import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analiseFiltroSchema,
  type paginaAnaliseSchema,
  type RespostaServidor,
} from '@portal/domain';
import { signedInUser } from '../../http/acesso.ts';
import { createAnaliseService } from './analise-service.ts';

const tags = ['Propostas'];

/** The institute's analysis table: every solution with its evaluation's columns. */
export async function analiseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const analise = createAnaliseService(app.db);

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
}
