import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  estatisticasPeriodoSchema,
  type estatisticasSchema,
  PERIODO_ESTATISTICAS_MAXIMO_DIAS,
  type pontoSerieSchema,
  type RespostaServidor,
} from '@portal/domain';
import type { Unidade } from './periodos.ts';
import { createEstatisticasService } from './service.ts';

const SERIES: { caminho: string; unidade: Unidade; cumulativa: boolean; por: string }[] = [
  { caminho: 'mes', unidade: 'mes', cumulativa: false, por: 'por mês' },
  // The spec's spelling ('comulativo') is kept: it is the path the client calls.
  { caminho: 'mes-comulativo', unidade: 'mes', cumulativa: true, por: 'mês a mês' },
  { caminho: 'semana', unidade: 'semana', cumulativa: false, por: 'por semana' },
  { caminho: 'semana-comulativo', unidade: 'semana', cumulativa: true, por: 'semana a semana' },
  // Ours: the calendar's view of submissions per day up to the deadline.
  { caminho: 'dia', unidade: 'dia', cumulativa: false, por: 'por dia' },
];

const tags = ['Estatísticas'];
const PERIODO =
  '`inicio` e `fim` são datas (2025-01-31) ou instantes com fuso; ' +
  'o fim não pode ser anterior ao início.';
const DA_SERIE =
  `${PERIODO} Até ${PERIODO_ESTATISTICAS_MAXIMO_DIAS} dias; ` +
  'todo período aparece, mesmo zerado.';
const CUMULATIVA = 'Cada período soma também tudo o que veio antes do início.';
const resumoDaSerie = (cumulativa: boolean, por: string) =>
  `${cumulativa ? 'Acumula' : 'Conta'} soluções criadas e formulários assinados ${por}`;

/** The statistics calls of the proposal service (spec, section 7), for staff. */
export async function estatisticasRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createEstatisticasService(app.db);
  const config = { access: 'staff' as const };

  app.get(
    '/api/proposta/estatisticas',
    {
      config,
      schema: {
        tags,
        summary: 'Totaliza empresas e soluções, com a distribuição por eixo e capacidade',
      },
    },
    async () => (await service.gerais()) satisfies RespostaServidor<typeof estatisticasSchema>,
  );

  app.get(
    '/api/proposta/estatisticas/:inicio/:fim',
    {
      config,
      schema: {
        tags,
        summary: 'Totaliza as soluções criadas e os formulários assinados no período',
        description: PERIODO,
        params: estatisticasPeriodoSchema,
      },
    },
    async (request) => service.doPeriodo(request.params),
  );

  for (const { caminho, unidade, cumulativa, por } of SERIES) {
    app.get(
      `/api/proposta/estatisticas/${caminho}/:inicio/:fim`,
      {
        config,
        schema: {
          tags,
          summary: resumoDaSerie(cumulativa, por),
          description: cumulativa ? `${DA_SERIE} ${CUMULATIVA}` : DA_SERIE,
          params: estatisticasPeriodoSchema,
        },
      },
      async (request) =>
        (await service.serie(request.params, unidade, cumulativa)) satisfies RespostaServidor<
          typeof pontoSerieSchema
        >[],
    );
  }
}
