import type { FastifyInstance } from 'fastify';

/** What search engines read first: where the public pages are, and what to leave alone. */
export async function seoRoutes(app: FastifyInstance) {
  const service = app.servicos.seo;
  const config = { access: 'public' } as const;

  app.get('/sitemap.xml', { config }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(await service.sitemap()),
  );

  app.get('/robots.txt', { config }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(service.robots()),
  );
}
