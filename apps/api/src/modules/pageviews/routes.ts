import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RespostaServidor, visitasPorDiaSchema } from '@portal/domain';
import { createPageViewsEstatisticasService } from './estatisticas-service.ts';
import { pageViewSchema, porDiaSchema } from './schemas.ts';

// One browsing person sends a few per minute; the cap only stops a script inflating the counts.
const RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

export async function pageViewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repository = app.repositorios.pageViews;
  const estatisticas = createPageViewsEstatisticasService(app.db, () => app.clock.now());
  const tags = ['Visitas'];

  app.post(
    '/api/pageviews',
    {
      config: { access: 'public', rateLimit: RATE_LIMIT },
      schema: {
        tags,
        summary: 'Registra a visita a uma página do portal',
        description:
          'A query string e o fragmento do caminho são descartados antes de gravar, e as páginas ' +
          'das áreas com login (`/painel`, `/ipt`) são gravadas pelo modelo da rota, sem ids ' +
          '(`/ipt/solution/:id`); responde 204.',
        body: pageViewSchema,
      },
    },
    async (request, reply) => {
      await repository.insertPageView(request.body.path);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/pageviews/por-dia',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Conta as visitas por dia e lista as páginas mais visitadas',
        description:
          'Os últimos `dias` dias no horário de São Paulo (30 por padrão, até 366), com zeros.',
        querystring: porDiaSchema,
      },
    },
    async (request) =>
      (await estatisticas.porDia(request.query.dias)) satisfies RespostaServidor<
        typeof visitasPorDiaSchema
      >,
  );
}
