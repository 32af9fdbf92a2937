import { z } from 'zod';
import type { PedidoTitular } from '../privacidade.ts';
import { mensagemPtSchema, type Resposta } from './comum.ts';

/** A data subject's request as registered, with the sentence to show. */
export const pedidoRegistradoSchema = mensagemPtSchema.extend({
  pedido: z.custom<PedidoTitular>(),
});
export type PedidoRegistrado = Resposta<typeof pedidoRegistradoSchema>;

/** A new version of the terms, with its number. */
export const termosPublicadosSchema = mensagemPtSchema.extend({ versao: z.number() });
export type TermosPublicados = Resposta<typeof termosPublicadosSchema>;
