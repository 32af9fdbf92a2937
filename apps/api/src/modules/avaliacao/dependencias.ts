import type { FastifyInstance } from 'fastify';
import { enfileirarEmail } from '../email/outbox.ts';
import type { DependenciasAvaliacao } from './atribuicao-service.ts';

/** What the evaluation's services are built from. */
export const dependenciasAvaliacao = (app: FastifyInstance): DependenciasAvaliacao => ({
  db: app.db,
  clock: app.clock,
  publicUrl: app.config.publicUrl,
  enfileirarEmail,
});
