import { z } from 'zod';
import { LIMITES, STATUS_PROPOSTA_LISTA } from '../catalogo/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { guidSchema, textoOpcional } from './campos.ts';

/** Staff set a status; who did it and when come from the session and the server clock. */
export const statusPropostaSchema = z.object({
  idProposta: guidSchema,
  idStatusProposta: z
    .number({ error: MENSAGENS.campoObrigatorio })
    .refine((id) => STATUS_PROPOSTA_LISTA.some((status) => status.id === id), {
      error: MENSAGENS.statusPropostaInvalido,
    }),
  observacao: textoOpcional(LIMITES.observacaoStatus, { multilinha: true }),
});
export type StatusProposta = z.infer<typeof statusPropostaSchema>;
