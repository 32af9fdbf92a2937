import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { solucoesFiltroSchema, type PaginaSolucoes } from '@portal/domain';
import { contentDisposition } from '../../http/content-disposition.ts';
import {
  enviarDaMemoria,
  prepararJson,
  type RespostaEmMemoria,
} from '../../http/resposta-em-memoria.ts';
import { guidParam } from '../../http/params.ts';
import { criarMemoriaPorVersao } from '../../http/memoria-por-versao.ts';
import { dadosAbertosCsv, NOME_DADOS_ABERTOS } from './dados-abertos.ts';
import { solucaoNaoEncontrada, type ArquivoBaixado } from './service.ts';

const solucaoParams = z.object({ id: guidParam });
const arquivoParams = z.object({ id: guidParam, arquivoId: guidParam });

/**
 * A mistyped address is a page that does not exist, not a form to correct: 404, never 400. The
 * routes keep their params schema (it validates and documents them) with `attachValidation`, so
 * the failure reaches the handler, which calls this before reading `request.params`.
 */
function exigirParamsValidos(request: FastifyRequest) {
  if (request.validationError) throw solucaoNaoEncontrada();
}
const DESCRICAO_404 = 'Um identificador malformado responde 404, como um inexistente, e não 400.';

// Published data may sit in a browser or proxy for a few minutes; a solution taken down
// disappears from caches soon after.
const PUBLICO_CURTO = 'public, max-age=300';

// Distinct searches kept in memory: the words of a campaign day, far beyond what visitors type
// in the hours between two publications, and a few megabytes at most.
const BUSCAS_GUARDADAS = 500;

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
export async function repositorioRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.servicos.repositorio;
  const config = { access: 'public' } as const;
  const configDadosAbertos = { access: 'public', rateLimit: LIMITE_DADOS_ABERTOS } as const;
  const tags = ['Repositório público'];
  const buscas = criarMemoriaPorVersao<RespostaEmMemoria>(BUSCAS_GUARDADAS);

  app.get(
    '/api/solucoes',
    {
      config,
      schema: {
        tags,
        summary: 'Busca as soluções publicadas no catálogo',
        description: 'Filtra por palavras, eixo e capacidade; a resposta vem paginada.',
        querystring: solucoesFiltroSchema,
      },
    },
    async (request, reply) => {
      // The parsed query, defaults filled in its schema's order: one key for one search. Kept
      // serialized and compressed, so a repeated search costs neither (nor a query).
      const filtro = request.query;
      const versao = app.versaoPublica.atual();
      const resposta = await buscas.obter(JSON.stringify(filtro), versao, async () =>
        prepararJson((await service.listar(filtro)) satisfies PaginaSolucoes, 'rapida'),
      );
      return enviarDaMemoria(request, reply, resposta, 'no-cache');
    },
  );

  // Static names win over ':id' in the router. Researchers' tools may fetch these from other
  // sites: the data is public and no cookie is read, so any origin may.
  app.get(
    '/api/solucoes/dados-abertos.json',
    {
      config: configDadosAbertos,
      schema: {
        tags,
        summary: 'Baixa os dados abertos das soluções publicadas em JSON',
        description: 'Responde um anexo JSON que qualquer origem pode ler (CORS `*`).',
      },
    },
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
    {
      config: configDadosAbertos,
      schema: {
        tags,
        summary: 'Baixa os dados abertos das soluções publicadas em CSV',
        description: 'Responde um anexo CSV (UTF-8) que qualquer origem pode ler (CORS `*`).',
      },
    },
    async (_request, reply) => {
      const csv = dadosAbertosCsv(await service.dadosAbertos());
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

  app.get(
    '/api/solucoes/:id',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Consulta uma solução publicada',
        description: DESCRICAO_404,
        params: solucaoParams,
      },
    },
    async (request, reply) => {
      exigirParamsValidos(request);
      reply.header('cache-control', 'no-cache');
      return service.obter(request.params.id);
    },
  );

  app.get(
    '/api/solucoes/:id/fotos/:arquivoId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Abre uma foto de uma solução publicada',
        description: `Responde a imagem para exibição (inline). ${DESCRICAO_404}`,
        params: arquivoParams,
      },
    },
    async (request, reply) => {
      exigirParamsValidos(request);
      const { id, arquivoId } = request.params;
      return enviarArquivo(reply, await service.foto(id, arquivoId), 'inline');
    },
  );

  app.get(
    '/api/solucoes/:id/arquivos/:arquivoId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Baixa um anexo público de uma solução publicada',
        description: `Responde o arquivo como anexo. ${DESCRICAO_404}`,
        params: arquivoParams,
      },
    },
    async (request, reply) => {
      exigirParamsValidos(request);
      const { id, arquivoId } = request.params;
      return enviarArquivo(reply, await service.arquivo(id, arquivoId), 'attachment');
    },
  );
}
