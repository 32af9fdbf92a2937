import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { solucoesFiltroSchema } from '@portal/domain';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { guidParam } from '../../lib/params.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { NOME_DADOS_ABERTOS, paraCsv } from './dados-abertos.ts';
import { createRepositorioService, solucaoNaoEncontrada, type ArquivoBaixado } from './service.ts';

const solucaoParams = z.object({ id: guidParam });
const arquivoParams = z.object({ id: guidParam, arquivoId: guidParam });

/** A mistyped address is a page that does not exist, not a form to correct: 404, never 400. */
function paramsOu404<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw solucaoNaoEncontrada();
  return parsed.data;
}

// Published data may sit in a browser or proxy for a few minutes; a solution taken down
// disappears from caches soon after.
const PUBLICO_CURTO = 'public, max-age=300';

// Each download reads every published solution (a third of a second on PGlite at 10,000). A
// researcher fetches it a few times; the cap only keeps a script from tying the server up.
const LIMITE_DADOS_ABERTOS = { max: 20, timeWindow: '1 minute' } as const;

const enviarArquivo = (
  reply: FastifyReply,
  arquivo: ArquivoBaixado,
  disposicao: 'inline' | 'attachment',
) =>
  reply
    .type(arquivo.tipo)
    .header('content-length', arquivo.tamanho)
    .header('content-disposition', contentDisposition(disposicao, arquivo.nomeOriginal))
    .header('cache-control', PUBLICO_CURTO)
    .send(arquivo.conteudo);

/** The public repository (spec, section 1): catalogue, one solution, its photos, open data. */
export async function repositorioRoutes(app: FastifyInstance) {
  const service = createRepositorioService(app.db, app.fileStorage, app.config.publicUrl);
  const config = { access: 'public' } as const;
  const configDadosAbertos = { access: 'public', rateLimit: LIMITE_DADOS_ABERTOS } as const;

  app.get('/api/solucoes', { config }, async (request, reply) => {
    const filtro = parseOrThrow(solucoesFiltroSchema, request.query);
    reply.header('cache-control', 'no-cache');
    return service.listar(filtro);
  });

  // Static names win over ':id' in the router. Researchers' tools may fetch these from other
  // sites: the data is public and no cookie is read, so any origin may.
  app.get(
    '/api/solucoes/dados-abertos.json',
    { config: configDadosAbertos },
    async (_request, reply) => {
      const dados = await service.dadosAbertos();
      return reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', PUBLICO_CURTO)
        .header(
          'content-disposition',
          contentDisposition('attachment', `${NOME_DADOS_ABERTOS}.json`),
        )
        .send(dados);
    },
  );

  app.get(
    '/api/solucoes/dados-abertos.csv',
    { config: configDadosAbertos },
    async (_request, reply) => {
      const csv = paraCsv(await service.dadosAbertos());
      return reply
        .type('text/csv; charset=utf-8')
        .header('access-control-allow-origin', '*')
        .header('cache-control', PUBLICO_CURTO)
        .header(
          'content-disposition',
          contentDisposition('attachment', `${NOME_DADOS_ABERTOS}.csv`),
        )
        .send(csv);
    },
  );

  app.get('/api/solucoes/:id', { config }, async (request, reply) => {
    const { id } = paramsOu404(solucaoParams, request.params);
    reply.header('cache-control', 'no-cache');
    return service.obter(id);
  });

  app.get('/api/solucoes/:id/fotos/:arquivoId', { config }, async (request, reply) => {
    const { id, arquivoId } = paramsOu404(arquivoParams, request.params);
    return enviarArquivo(reply, await service.foto(id, arquivoId), 'inline');
  });

  app.get('/api/solucoes/:id/arquivos/:arquivoId', { config }, async (request, reply) => {
    const { id, arquivoId } = paramsOu404(arquivoParams, request.params);
    return enviarArquivo(reply, await service.arquivo(id, arquivoId), 'attachment');
  });
}
