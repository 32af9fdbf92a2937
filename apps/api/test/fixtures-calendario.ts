import type { FastifyInstance } from 'fastify';
import type { CalendarioEntrada } from '@portal/domain';
import { injectAs } from './fixtures.ts';

/** Calendar and extensions for the calendar tests: set through the administrators' routes. */

type Sessao = { cookie: string };

/** 02/11/2026 9h to 15/12/2026 18h, with 30 minutes of grace (São Paulo wall-clock times). */
export const CALENDARIO_PADRAO: CalendarioEntrada = {
  aberturaInscricoes: '2026-11-02T09:00',
  prazoEnvio: '2026-12-15T18:00',
  toleranciaMinutos: 30,
  divulgacaoResultados: '2027-02-01',
};

/** Instants of each phase of CALENDARIO_PADRAO, for a FakeClock. */
export const INSTANTES = {
  antesDaAbertura: '2026-11-01T12:00:00-03:00',
  aberta: '2026-12-10T12:00:00-03:00',
  tolerancia: '2026-12-15T18:20:00-03:00',
  encerrada: '2026-12-16T09:00:00-03:00',
} as const;

export async function definirCalendario(
  app: FastifyInstance,
  admin: Sessao,
  entrada: CalendarioEntrada = CALENDARIO_PADRAO,
) {
  const response = await injectAs(app, admin, {
    method: 'PUT',
    url: '/api/calendario',
    payload: entrada,
  });
  if (response.statusCode !== 200) throw new Error(`calendário recusado: ${response.body}`);
}

export async function prorrogar(
  app: FastifyInstance,
  admin: Sessao,
  empresaId: string,
  prazo: string,
  motivo = 'Indisponibilidade comprovada do portal em 15/12.',
) {
  const response = await injectAs(app, admin, {
    method: 'POST',
    url: '/api/calendario/prorrogacoes',
    payload: { empresaId, prazo, motivo },
  });
  if (response.statusCode !== 201) throw new Error(`prorrogação recusada: ${response.body}`);
}
