import type { FastifyInstance } from 'fastify';
import { parseOrThrow } from '../../../lib/validation.ts';
import { signedInUser } from '../../../plugins/access.ts';
import { idParams } from '../../../lib/params.ts';
import { createGeracaoPdfService, FILA_PDF, POLITICA_PDF, type JobPdf } from './service.ts';

/**
 * Generating the proposal form: ask, then poll; the job runs on the portal's queue, on whichever
 * instance fetches it, and the file is downloaded from the file service.
 */
export async function geracaoPdfRoutes(app: FastifyInstance) {
  const service = createGeracaoPdfService({
    db: app.db,
    storage: app.fileStorage,
    log: app.log,
    acordarFila: () => app.queue.acordar(FILA_PDF),
  });
  // One job at a time per instance: rendering is CPU work, and more instances share the load.
  await app.queue.trabalhar<JobPdf>(FILA_PDF, POLITICA_PDF, 1, (jobs) => service.trabalhar(jobs));

  app.get('/api/proposta/gerapdf/:id', { config: { access: 'user' } }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return service.solicitar(signedInUser(request), id);
  });

  app.get('/api/proposta/statusgeracaopdf/:id', { config: { access: 'user' } }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return service.consultar(signedInUser(request), id);
  });
}
