import { z } from 'zod';
import { MENSAGENS } from '@portal/domain';

/** An id in a path: a GUID, lowercased so it compares equal to what the database returns. */
export const guidParam = z.guid(MENSAGENS.identificadorInvalido).toLowerCase();

/** The `:id` of a path. */
export const idParams = z.object({ id: guidParam });
