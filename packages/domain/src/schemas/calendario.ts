import { z } from 'zod';
import { instanteDeSaoPaulo, isDataHoraLocal } from '../formatacao/datas.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { guidSchema, textoObrigatorio } from './campos.ts';
import { versaoSchema } from './versao.ts';

/** A short grace after the deadline (HotCRP's kind): a day at most, never a second deadline. */
export const TOLERANCIA_MAXIMA_MINUTOS = 24 * 60;
export const MOTIVO_PRORROGACAO_MAXIMO = 500;

/**
 * A São Paulo wall-clock time "2026-12-15T18:00", as a datetime-local field gives it: the form
 * and the API speak the time the call's public notice states, never a UTC instant.
 */
export const dataHoraSaoPauloSchema = z
  .string({ error: MENSAGENS.campoObrigatorio })
  .min(1, { error: MENSAGENS.campoObrigatorio, abort: true })
  .refine(isDataHoraLocal, { error: MENSAGENS.dataInvalida });

const depois = (a: string, b: string) =>
  instanteDeSaoPaulo(a).getTime() > instanteDeSaoPaulo(b).getTime();

/** The calendar an administrator sets: opening, deadline, grace and the results' day. */
export const calendarioSchema = z
  .object({
    aberturaInscricoes: dataHoraSaoPauloSchema,
    prazoEnvio: dataHoraSaoPauloSchema,
    toleranciaMinutos: z
      .number({ error: MENSAGENS.toleranciaInvalida(TOLERANCIA_MAXIMA_MINUTOS) })
      .int({ error: MENSAGENS.toleranciaInvalida(TOLERANCIA_MAXIMA_MINUTOS) })
      .min(0, { error: MENSAGENS.toleranciaInvalida(TOLERANCIA_MAXIMA_MINUTOS) })
      .max(TOLERANCIA_MAXIMA_MINUTOS, {
        error: MENSAGENS.toleranciaInvalida(TOLERANCIA_MAXIMA_MINUTOS),
      }),
    divulgacaoResultados: z.iso.date({ error: MENSAGENS.dataInvalida }).nullable(),
    /** The version of the calendar the form read. */
    versao: versaoSchema.optional(),
  })
  .superRefine((c, ctx) => {
    if (!isDataHoraLocal(c.aberturaInscricoes) || !isDataHoraLocal(c.prazoEnvio)) return;
    if (!depois(c.prazoEnvio, c.aberturaInscricoes)) {
      ctx.addIssue({
        code: 'custom',
        path: ['prazoEnvio'],
        message: MENSAGENS.prazoAntesDaAbertura,
      });
    }
    // Results come out on a later day than the deadline's (date texts compare as days).
    if (c.divulgacaoResultados !== null && c.divulgacaoResultados <= c.prazoEnvio.slice(0, 10)) {
      ctx.addIssue({
        code: 'custom',
        path: ['divulgacaoResultados'],
        message: MENSAGENS.resultadoAntesDoPrazo,
      });
    }
  });
export type CalendarioEntrada = z.infer<typeof calendarioSchema>;

/** One company's later deadline, with the reason the record will show (a proven outage, say). */
export const prorrogacaoSchema = z.object({
  empresaId: guidSchema,
  prazo: dataHoraSaoPauloSchema,
  motivo: textoObrigatorio(MOTIVO_PRORROGACAO_MAXIMO, { multilinha: true }),
});
export type ProrrogacaoEntrada = z.infer<typeof prorrogacaoSchema>;
