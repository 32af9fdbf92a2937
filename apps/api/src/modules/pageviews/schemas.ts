import { z } from 'zod';
import { MENSAGENS, textoSeguro } from '@portal/domain';
import { caminhoParaEstatistica } from './rotas-restritas.ts';

const MAX_PATH = 300;

/**
 * A visited page as the web app reports it. Query string and hash are dropped before the
 * checks: they may carry personal data (a search, a token) and the statistics need the page only.
 * For the same reason a restricted page becomes its route's template here, on the server: the
 * browser's word is not enough to keep ids out of the table.
 */
export const pageViewSchema = z.object({
  path: textoSeguro('Informe o caminho da página.')
    .max(2048, `O caminho deve ter no máximo ${MAX_PATH} caracteres.`)
    .transform((raw) => raw.split(/[?#]/, 1)[0] ?? '')
    .pipe(
      z
        .string()
        .startsWith('/', 'O caminho deve começar com "/".')
        .max(MAX_PATH, `O caminho deve ter no máximo ${MAX_PATH} caracteres.`),
    )
    .transform(caminhoParaEstatistica),
});

export type PageView = z.output<typeof pageViewSchema>;

/** How many days back the staff's visit chart goes: a month by default, at most a year. */
export const porDiaSchema = z.object({
  dias: z.coerce
    .number({ error: MENSAGENS.valorInvalido })
    .int({ error: MENSAGENS.valorInvalido })
    .min(1, { error: MENSAGENS.valorInvalido })
    .max(366, { error: MENSAGENS.valorInvalido })
    .default(30),
});
