import { z } from 'zod';
import type { Resposta } from './comum.ts';

/** The portal's page views per day and per page, over the last days. */
export const visitasPorDiaSchema = z.object({
  /** Days as 'YYYY-MM-DD' in São Paulo; days without a visit may be missing. */
  dias: z.array(z.object({ dia: z.string(), quantidade: z.number() })),
  paginas: z.array(z.object({ path: z.string(), quantidade: z.number() })),
});
export type VisitasPorDia = Resposta<typeof visitasPorDiaSchema>;
