import type { FastifyInstance } from 'fastify';
import { analiseFiltroSchema, MENSAGENS, statusPropostaSchema } from '@portal/domain';
import { resultado } from '../../lib/resultado.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { signedInUser } from '../../plugins/access.ts';
import { createAnaliseService } from './analise-service.ts';
import { createStatusService } from './status-service.ts';

/** The proposal calls of the institute area: the analysis table and status changes. */
export async function propostaEquipeRoutes(app: FastifyInstance) {
  const analise = createAnaliseService(app.db);
  const status = createStatusService(app.db, app.notificacoes);

  app.get('/api/proposta/analise', { config: { access: 'staff' } }, async (request) =>
    analise.listar(parseOrThrow(analiseFiltroSchema, request.query), signedInUser(request)),
  );

  app.post('/api/proposta/status', { config: { access: 'staff' } }, async (request) => {
    const dados = parseOrThrow(statusPropostaSchema, request.body);
    await status.alterar(signedInUser(request), dados);
    return resultado(MENSAGENS.statusAtualizado);
  });
}
