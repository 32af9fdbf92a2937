import type { FastifyInstance } from 'fastify';
import { parseOrThrow } from '../../../lib/validation.ts';
import { signedInUser } from '../../../plugins/access.ts';
import { idParams } from '../../../lib/params.ts';
import { createGeracaoPdfService } from './service.ts';

/** Generating the proposal form: ask, then poll; the file is downloaded from the file service. */
export async function geracaoPdfRoutes(app: FastifyInstance) {
  const service = createGeracaoPdfService({
    db: app.db,
    storage: app.fileStorage,
    log: app.log,
  });
  app.addHook('preClose', () => service.drain());

  app.get('/api/proposta/gerapdf/:id', { config: { access: 'user' } }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return service.solicitar(signedInUser(request), id);
  });

  app.get('/api/proposta/statusgeracaopdf/:id', { config: { access: 'user' } }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return service.consultar(signedInUser(request), id);
  });
}
