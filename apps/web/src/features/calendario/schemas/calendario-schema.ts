import { z } from 'zod';
import { calendarioSchema, prorrogacaoSchema } from '@portal/domain';

/** The calendar form's fields are all text inputs; an empty results date means none. */
export interface CalendarioValores {
  aberturaInscricoes: string;
  prazoEnvio: string;
  toleranciaMinutos: string;
  divulgacaoResultados: string;
}

/** The domain's schema, fed what the inputs hold: the grace as a number, no date as null. */
export const calendarioFormSchema = z.preprocess((valor) => {
  const v = valor as CalendarioValores;
  return {
    ...v,
    toleranciaMinutos: v.toleranciaMinutos === '' ? Number.NaN : Number(v.toleranciaMinutos),
    divulgacaoResultados: v.divulgacaoResultados || null,
  };
}, calendarioSchema);

export const prorrogacaoFormSchema = prorrogacaoSchema;
export type ProrrogacaoValores = z.input<typeof prorrogacaoSchema>;
