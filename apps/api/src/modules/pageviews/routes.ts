import type { FastifyInstance } from 'fastify';
import { parseOrThrow } from '../../lib/validation.ts';
import { createPageViewsEstatisticasService } from './estatisticas-service.ts';
import { createPageViewsRepository } from './repository.ts';
import { pageViewSchema, porDiaSchema } from './schemas.ts';

// One browsing person sends a few per minute; the cap only stops a script inflating the counts.
const RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

export async function pageViewsRoutes(app: FastifyInstance) {
  const repository = createPageViewsRepository(app.db);
  const estatisticas = createPageViewsEstatisticasService(app.db, () => app.clock.now());

  app.post(
    '/api/pageviews',
    { config: { access: 'public', rateLimit: RATE_LIMIT } },
    async (request, reply) => {
      const { path } = parseOrThrow(pageViewSchema, request.body);
      await repository.insertPageView(path);
      return reply.code(204).send();
    },
  );

  app.get('/api/pageviews/por-dia', { config: { access: 'staff' } }, async (request) => {
    const { dias } = parseOrThrow(porDiaSchema, request.query);
    return estatisticas.porDia(dias);
  });
}
