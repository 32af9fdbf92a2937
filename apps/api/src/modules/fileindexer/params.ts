import { z } from 'zod';
import { MENSAGENS } from '@portal/domain';

/** A file context number in a path (spec, section 3: 1–13 today; room left for more). */
export const contextoParam = z.coerce
  .number({ error: MENSAGENS.valorInvalido })
  .int({ error: MENSAGENS.valorInvalido })
  .min(1, { error: MENSAGENS.valorInvalido })
  .max(99, { error: MENSAGENS.valorInvalido });
