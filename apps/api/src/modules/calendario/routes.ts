import type { FastifyInstance } from 'fastify';
import { calendarioSchema, MENSAGENS, prorrogacaoSchema } from '@portal/domain';
import { resultado } from '../../lib/resultado.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { signedInUser } from '../../plugins/access.ts';
import { apresentarAlteracao, apresentarProrrogacao } from './presenter.ts';

/**
 * The call's calendar: anybody reads where the call stands (a company user, its own deadline);
 * only administrators set the dates and grant extensions.
 */
export async function calendarioRoutes(app: FastifyInstance) {
  const service = app.calendario;
  const admin = { access: 'admin' as const };

  app.get('/api/calendario', { config: { access: 'public' } }, async (request) =>
    service.situacao(request.user?.empresaId ?? null),
  );

  app.get('/api/calendario/configuracao', { config: admin }, async () => ({
    calendario: await service.obter(),
  }));

  app.put('/api/calendario', { config: admin }, async (request) => {
    const dados = parseOrThrow(calendarioSchema, request.body);
    await service.definir(signedInUser(request), dados);
    return resultado(MENSAGENS.calendarioSalvo);
  });

  app.get('/api/calendario/alteracoes', { config: admin }, async () =>
    (await service.listarAlteracoes()).map(apresentarAlteracao),
  );

  app.get('/api/calendario/prorrogacoes', { config: admin }, async () =>
    (await service.listarProrrogacoes()).map(apresentarProrrogacao),
  );

  app.post('/api/calendario/prorrogacoes', { config: admin }, async (request, reply) => {
    const dados = parseOrThrow(prorrogacaoSchema, request.body);
    await service.prorrogar(signedInUser(request), dados);
    return reply.code(201).send(resultado(MENSAGENS.prorrogacaoConcedida));
  });
}
