import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertasBuscaSchema,
  BUSCAS_SALVAS_MAXIMO,
  buscaSalvaEntradaSchema,
  cancelarAlertasSchema,
  MENSAGENS,
} from '@portal/domain';
import { signedInUser } from '../../http/acesso.ts';
import { guidParam } from '../../http/params.ts';
import { resultado } from '../../http/resultado.ts';
import { createBuscaSalvaService } from './service.ts';

const tags = ['Pesquisa de mercado'];
const idParams = z.object({ id: guidParam });

// The opt-out link is public; the cap keeps a script from trying tokens (256 bits anyway).
const LIMITE_CANCELAMENTO = { max: 30, timeWindow: '1 minute' } as const;

/** A manager's saved searches, their daily alerts, and the e-mail's one-click opt-out. */
export async function buscaSalvaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createBuscaSalvaService(app.db, app.clock, app.config.publicUrl);
  const config = { access: 'gestor' } as const;

  app.get(
    '/api/gestor/buscas',
    { config, schema: { tags, summary: 'Lista as buscas salvas do gestor' } },
    async (request) => service.listar(signedInUser(request).id),
  );

  app.post(
    '/api/gestor/buscas',
    {
      config,
      schema: {
        tags,
        summary: 'Salva uma busca do catálogo, com ou sem alertas por e-mail',
        description: `No máximo ${BUSCAS_SALVAS_MAXIMO} por gestor; os alertas contam a partir de agora.`,
        body: buscaSalvaEntradaSchema,
      },
    },
    async (request, reply) => {
      const id = await service.salvar(signedInUser(request).id, request.body);
      return reply.status(201).send(resultado(MENSAGENS.buscaSalva, id));
    },
  );

  app.put(
    '/api/gestor/buscas/:id/alertas',
    {
      config,
      schema: {
        tags,
        summary: 'Liga ou desliga os alertas de uma busca salva',
        params: idParams,
        body: alertasBuscaSchema,
      },
    },
    async (request) => {
      const { alertas } = request.body;
      await service.definirAlertas(request.params.id, signedInUser(request).id, alertas);
      return resultado(alertas ? MENSAGENS.alertasAtivados : MENSAGENS.alertasDesativados);
    },
  );

  app.delete(
    '/api/gestor/buscas/:id',
    { config, schema: { tags, summary: 'Exclui uma busca salva', params: idParams } },
    async (request) => {
      await service.excluir(request.params.id, signedInUser(request).id);
      return resultado(MENSAGENS.buscaSalvaExcluida);
    },
  );

  app.post(
    '/api/buscas-salvas/cancelar-alertas',
    {
      config: { access: 'public', rateLimit: LIMITE_CANCELAMENTO },
      schema: {
        tags,
        summary: 'Para os alertas de uma busca pelo link do e-mail, sem entrar',
        body: cancelarAlertasSchema,
      },
    },
    async (request) =>
      resultado(MENSAGENS.alertasCancelados(await service.cancelarAlertas(request.body.token))),
  );
}
