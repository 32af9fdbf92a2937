import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  enviarDaMemoria,
  prepararJson,
  type RespostaEmMemoria,
} from '../../lib/resposta-em-memoria.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { createUtilsRepository } from './repository.ts';
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

/**
 * The forms' lookups, read from the database once and served from memory, already serialized
 * and compressed: the most requested answers of the portal cost no query and no JSON work.
 */
export async function utilsRoutes(app: FastifyInstance) {
  const service = createUtilsService(createUtilsRepository(app.db));
  const config = { access: 'public', session: false } as const;

  const fixas: Record<string, RespostaEmMemoria> = {
    estruturaeixo: prepararJson(service.estruturaEixo()),
    tipoempresa: prepararJson(await service.tiposEmpresa()),
    tipologradouro: prepararJson(await service.tiposLogradouro()),
    tipotelefone: prepararJson(await service.tiposTelefone()),
    estados: prepararJson(await service.estados()),
  };
  for (const [nome, resposta] of Object.entries(fixas)) {
    app.get(`/api/utils/${nome}`, { config }, async (request, reply) =>
      enviarDaMemoria(request, reply, resposta, CACHE_CONTROL),
    );
  }

  // 27 lists, 5,570 municipalities: each state's list is prepared when first asked for.
  const municipios = new Map<number, RespostaEmMemoria>();
  app.get('/api/utils/municipios/ID/:stateId', { config }, async (request, reply) => {
    const { stateId } = parseOrThrow(municipiosParams, request.params);
    let resposta = municipios.get(stateId);
    if (!resposta) {
      resposta = prepararJson(await service.municipios(stateId));
      municipios.set(stateId, resposta);
    }
    return enviarDaMemoria(request, reply, resposta, CACHE_CONTROL);
  });
}
