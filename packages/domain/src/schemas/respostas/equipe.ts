import { z } from 'zod';
import { instante, type Resposta } from './comum.ts';

/** A staff account as the team page lists it (administrators only). */
export const membroEquipeSchema = z.object({
  id: z.string(),
  nome: z.string(),
  email: z.string(),
  tipoUsuario: z.number(),
  ativo: z.boolean(),
  dataCadastro: instante,
});
export type MembroEquipe = Resposta<typeof membroEquipeSchema>;
