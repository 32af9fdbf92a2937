import { z } from 'zod';
import type { CalendarioEntrada } from '../calendario.ts';
import { instante, type Resposta } from './comum.ts';

/** One change of a calendar field; values as kept (instants in ISO, days as dates). */
export const alteracaoCalendarioSchema = z.object({
  id: z.number(),
  campo: z.string(),
  valorAnterior: z.string().nullable(),
  valorNovo: z.string().nullable(),
  dataHora: instante,
  usuario: z.string(),
});
export type AlteracaoCalendario = Resposta<typeof alteracaoCalendarioSchema>;

export const prorrogacaoLidaSchema = z.object({
  id: z.string(),
  empresaId: z.string(),
  empresa: z.string(),
  cnpj: z.string(),
  prazo: instante,
  motivo: z.string(),
  dataHora: instante,
  usuario: z.string(),
});
export type Prorrogacao = Resposta<typeof prorrogacaoLidaSchema>;

/** The calendar the administrators edit, null before the first save, with its version. */
export const configuracaoCalendarioSchema = z.object({
  calendario: z.custom<CalendarioEntrada>().nullable(),
  versao: z.number(),
});
export type ConfiguracaoCalendario = Resposta<typeof configuracaoCalendarioSchema>;
