import { z } from 'zod';
import { MENSAGENS } from '../mensagens/index.ts';

/** A calendar date (2025-01-31) or an instant with its offset, as the client sends either. */
const dataIsoSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: MENSAGENS.dataInvalida,
});

/** The `{start}/{end}` of the statistics-by-period calls. */
export const estatisticasPeriodoSchema = z
  .object({ inicio: dataIsoSchema, fim: dataIsoSchema })
  .superRefine((periodo, ctx) => {
    if (Date.parse(periodo.fim) < Date.parse(periodo.inicio)) {
      ctx.addIssue({ code: 'custom', path: ['fim'], message: MENSAGENS.periodoInvalido });
    }
  });
export type EstatisticasPeriodo = z.infer<typeof estatisticasPeriodoSchema>;
