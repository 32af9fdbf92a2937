import type { FastifyInstance } from 'fastify';
import { estatisticasPeriodoSchema } from '@portal/domain';
import { parseOrThrow } from '../../../lib/validation.ts';
import type { Unidade } from './periodos.ts';
import { createEstatisticasService } from './service.ts';

const SERIES: { caminho: string; unidade: Unidade; cumulativa: boolean }[] = [
  { caminho: 'mes', unidade: 'mes', cumulativa: false },
  // The spec's spelling ('comulativo') is kept: it is the path the client calls.
  { caminho: 'mes-comulativo', unidade: 'mes', cumulativa: true },
  { caminho: 'semana', unidade: 'semana', cumulativa: false },
  { caminho: 'semana-comulativo', unidade: 'semana', cumulativa: true },
  // Ours: the calendar's view of submissions per day up to the deadline.
  { caminho: 'dia', unidade: 'dia', cumulativa: false },
];

/** The statistics calls of the proposal service (spec, section 7), for staff. */
export async function estatisticasRoutes(app: FastifyInstance) {
  const service = createEstatisticasService(app.db);
  const config = { access: 'staff' as const };

  app.get('/api/proposta/estatisticas', { config }, async () => service.gerais());

  app.get('/api/proposta/estatisticas/:inicio/:fim', { config }, async (request) =>
    service.doPeriodo(parseOrThrow(estatisticasPeriodoSchema, request.params)),
  );

  for (const { caminho, unidade, cumulativa } of SERIES) {
    app.get(`/api/proposta/estatisticas/${caminho}/:inicio/:fim`, { config }, async (request) =>
      service.serie(parseOrThrow(estatisticasPeriodoSchema, request.params), unidade, cumulativa),
    );
  }
}
