import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { paginaDeReferencia } from './pagina.ts';

// The document changes only with a new build; an hour of caching spares the rendering.
const CACHE = 'public, max-age=3600';

/** The API's OpenAPI document and its reference page in Portuguese, for integrators. */
export async function docsRoutes(app: FastifyInstance) {
  const config = { access: 'public' } as const;
  const tags = ['Documentação da API'];
  let pagina: string | undefined;

  app.get(
    '/api/docs/openapi.json',
    { config, schema: { tags, summary: 'Documento OpenAPI 3.1 desta API' } },
    async (_request, reply) => reply.header('cache-control', CACHE).send(app.swagger()),
  );

  app.get(
    '/api/docs',
    { config, schema: { tags, summary: 'Página de referência da API, em português' } },
    async (_request, reply) => {
      pagina ??= paginaDeReferencia(app.swagger() as OpenAPIV3_1.Document);
      return reply.type('text/html; charset=utf-8').header('cache-control', CACHE).send(pagina);
    },
  );
}
