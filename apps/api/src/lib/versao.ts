import { z } from 'zod';
import { MENSAGENS, versaoSchema } from '@portal/domain';

/** A record's version as an HTTP entity tag (issue 20): reads send it, writes may send it back. */
export const etagDaVersao = (versao: number) => `"${versao}"`;

const IF_MATCH = /^(?:W\/)?"?(\d{1,10})"?$/;

/**
 * The `If-Match` header a write may carry instead of `versao` in its body; the rest of the headers
 * pass untouched (declared so the API documents it).
 */
export const cabecalhosComVersao = z.looseObject({
  'if-match': z
    .string()
    .regex(IF_MATCH, MENSAGENS.versaoInvalida)
    .transform((valor) => Number(IF_MATCH.exec(valor)![1]))
    .pipe(versaoSchema)
    .optional(),
});
