import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enviarDaMemoria,
  prepararJson,
  type RespostaEmMemoria,
} from '../../http/resposta-em-memoria.ts';
import { createUtilsService } from './service.ts';

// IBGE state codes run from 11 (Rondônia) to 53 (Distrito Federal).
const municipiosParams = z.object({
  stateId: z.coerce
    .number({ error: 'Informe o código IBGE do estado.' })
    .int('Informe o código IBGE do estado.')
    .min(11, 'Estado inválido.')
    .max(53, 'Estado inválido.'),
});

// Lookups change only with a deploy (a migration or a library upgrade), so browsers and proxies
// keep them a day and then revalidate with the ETag, which costs a 304 and no body.
const CACHE_CONTROL = 'public, max-age=86400';

const DESCRICAO_CACHE =
  'Em cache por um dia, com ETag: com `If-None-Match` igual, responde 304 sem corpo.';

/**
 * The forms' lookups, read from the database once and served from memory, already serialized
 * and compressed: the most requested answers of the portal cost no query and no JSON work.
 */
export async function utilsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createUtilsService(app.repositorios.utils);
  const config = { access: 'public', session: false } as const;
  const tags = ['Consultas'];

  const fixas: Record<string, { summary: string; resposta: RespostaEmMemoria }> = {
    estruturaeixo: {
      summary: 'Lista os eixos e as capacidades de cada um',
      resposta: await prepararJson(service.estruturaEixo()),
    },
    tipoempresa: {
      summary: 'Lista os tipos de empresa',
      resposta: await prepararJson(await service.tiposEmpresa()),
    },
    tipologradouro: {
      summary: 'Lista os tipos de logradouro',
      resposta: await prepararJson(await service.tiposLogradouro()),
    },
    tipotelefone: {
      summary: 'Lista os tipos de telefone',
      resposta: await prepararJson(await service.tiposTelefone()),
    },
    estados: {
      summary: 'Lista os estados brasileiros',
      resposta: await prepararJson(await service.estados()),
    },
  };
  for (const [nome, { summary, resposta }] of Object.entries(fixas)) {
    app.get(
      `/api/utils/${nome}`,
      { config, schema: { tags, summary, description: DESCRICAO_CACHE } },
      async (request, reply) => enviarDaMemoria(request, reply, resposta, CACHE_CONTROL),
    );
  }

  // 27 lists, 5,570 municipalities: each state's list is prepared when first asked for.
  // The preparation is kept, not only its result: the visitors asking meanwhile share it.
  const municipios = new Map<number, Promise<RespostaEmMemoria>>();
  app.get(
    '/api/utils/municipios/ID/:stateId',
    {
      config,
      schema: {
        tags,
        summary: 'Lista os municípios de um estado',
        description: `O estado é o código IBGE (11 a 53). ${DESCRICAO_CACHE}`,
        params: municipiosParams,
      },
    },
    async (request, reply) => {
      const { stateId } = request.params;
      let resposta = municipios.get(stateId);
      if (!resposta) {
        resposta = service.municipios(stateId).then(prepararJson);
        municipios.set(stateId, resposta);
        // A failed read (the database away) is tried again by the next request.
        resposta.catch(() => municipios.delete(stateId));
      }
      return enviarDaMemoria(request, reply, await resposta, CACHE_CONTROL);
    },
  );
}
