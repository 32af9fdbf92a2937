import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAGENS_HTTP } from '@portal/domain';
import { signedInUser } from '../../http/acesso.ts';
import { HttpError } from '../../http/http-error.ts';
import { createInteresseService } from './interesse-service.ts';

/** The counts may sit in a browser or proxy for a few minutes, like the open data. */
const PUBLICO_CURTO = 'public, max-age=300';

/** What the managers' interest tells the companies (their own) and the public (aggregates). */
export async function interesseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createInteresseService(app.db, app.clock);

  app.get(
    '/api/empresa/interesse-municipios',
    {
      config: { access: 'company' },
      schema: {
        tags: ['Interesse de municípios'],
        summary: 'Mostra as mensagens de gestores e o interesse de municípios nas soluções',
        description:
          'Só da empresa de quem pede: as mensagens com o contato institucional de quem ' +
          'escreveu e, por solução, quantos municípios salvaram, compararam, registraram ou ' +
          'contataram (só contagens).',
      },
    },
    async (request) => {
      const { empresaId } = signedInUser(request);
      if (empresaId === null) throw new HttpError(403, MENSAGENS_HTTP.acessoNegado);
      return service.daEmpresa(empresaId);
    },
  );

  // Open data: any origin may read it, like the solutions' own open data.
  app.get(
    '/api/solucoes/estatisticas.json',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Repositório público'],
        summary: 'Estatísticas do repositório por eixo, em JSON',
        description:
          'Soluções publicadas, municípios interessados e desfechos por tipo em cada eixo: só ' +
          'contagens. Qualquer origem pode ler (CORS `*`).',
      },
    },
    async (_request, reply) =>
      reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', PUBLICO_CURTO)
        .send(await service.estatisticas()),
  );
}
