import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
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

// Lookups change only with a deploy or a library upgrade; an hour spares the form a round trip.
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=3600');

export async function utilsRoutes(app: FastifyInstance) {
  const service = createUtilsService(createUtilsRepository(app.db));
  const config = { access: 'public' } as const;

  app.get('/api/utils/estruturaeixo', { config }, async (_request, reply) => {
    cacheable(reply);
    return service.estruturaEixo();
  });
  app.get('/api/utils/tipoempresa', { config }, async (_request, reply) => {
    cacheable(reply);
    return service.tiposEmpresa();
  });
  app.get('/api/utils/tipologradouro', { config }, async (_request, reply) => {
    cacheable(reply);
    return service.tiposLogradouro();
  });
  app.get('/api/utils/tipotelefone', { config }, async (_request, reply) => {
    cacheable(reply);
    return service.tiposTelefone();
  });
  app.get('/api/utils/estados', { config }, async (_request, reply) => {
    cacheable(reply);
    return service.estados();
  });
  app.get('/api/utils/municipios/ID/:stateId', { config }, async (request, reply) => {
    const { stateId } = parseOrThrow(municipiosParams, request.params);
    cacheable(reply);
    return service.municipios(stateId);
  });
}
