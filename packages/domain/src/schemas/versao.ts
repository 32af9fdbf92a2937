import { z } from 'zod';
import { MENSAGENS } from '../mensagens/index.ts';

/**
 * The version a client read: a save from an older copy is refused. Optional, so the
 * spec's client, which knows no versions, keeps saving as before.
 */
export const versaoSchema = z
  .number({ error: MENSAGENS.versaoInvalida })
  .int(MENSAGENS.versaoInvalida)
  .min(1, MENSAGENS.versaoInvalida)
  .max(2_147_483_647, MENSAGENS.versaoInvalida);
