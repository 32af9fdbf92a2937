import { z } from 'zod';
import { guidSchema } from './campos.ts';
import {
  descricaoTecnicaSolucaoSchema,
  destinoSchema,
  historicoSolucaoSchema,
  justificativaSchema,
  formaDoTopo,
  suporteSolucaoSchema,
} from './proposta-secoes.ts';

/**
 * What a company writes about its solution. Code, owner, status and dates are the server's:
 * they are left out so a payload can never set them.
 */
export const propostaSchema = z.object({
  ...formaDoTopo(),
  destino: destinoSchema,
  descricaoTecnicaSolucao: descricaoTecnicaSolucaoSchema,
  justificativa: justificativaSchema,
  historicoSolucao: historicoSolucaoSchema,
  suporteSolucao: suporteSolucaoSchema,
});
export type Proposta = z.infer<typeof propostaSchema>;

/** The update names the solution it changes; the API still checks that it is the user's own. */
export const atualizacaoPropostaSchema = propostaSchema.extend({ id: guidSchema });
export type AtualizacaoProposta = z.infer<typeof atualizacaoPropostaSchema>;
