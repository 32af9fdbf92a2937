import { z } from 'zod';
import { LIMITES, STATUS_PROPOSTA_LISTA } from '../catalogo/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { guidSchema, textoOpcional } from './campos.ts';

const statusSchema = (obrigatorio: string) =>
  z
    .number({ error: obrigatorio })
    .refine((id) => STATUS_PROPOSTA_LISTA.some((status) => status.id === id), {
      error: MENSAGENS.statusPropostaInvalido,
    });

/** Staff set a status; who did it and when come from the session and the server clock. */
export const statusPropostaSchema = z.object({
  idProposta: guidSchema,
  idStatusProposta: statusSchema(MENSAGENS.campoObrigatorio),
  observacao: textoOpcional(LIMITES.observacaoStatus, { multilinha: true }),
  /**
   * The status the analyst saw when deciding: if another changed it meanwhile, the
   * change is refused. Optional for the spec's client.
   */
  statusVisto: statusSchema(MENSAGENS.statusPropostaInvalido).optional(),
  /** A status that contradicts the issued parecer is saved only with this. */
  contrariarParecer: z.boolean().optional(),
});
export type StatusProposta = z.infer<typeof statusPropostaSchema>;
