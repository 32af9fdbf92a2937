import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TrechoDestacado } from '@portal/domain';

/**
 * The search rule of the portal, in one place (docs/decisions/047): PostgreSQL full-text search
 * with the configuration of 0032_busca_em_portugues.sql (Portuguese stems over words without
 * accents), web search syntax ("quotes" for a phrase, -word to exclude), ranked by cover
 * density with the title weighted over the description over the keywords over the other texts.
 * The documents it searches are tsvector columns the database keeps (`documento_busca`).
 */
const CONFIGURACAO = sql.raw(`'portugues_sem_acento'::regconfig`);

/** ts_rank_cd's weights for D, C, B and A: the title counts ten times a side text. */
const PESOS = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'::float4[]`);

/**
 * Rank normalisation 1 divides by the log of the document's length, so a short text about the
 * subject is not outranked by a long one that mentions it in passing.
 */
const NORMALIZACAO = sql.raw('1');

const consulta = (busca: string): SQL => sql`websearch_to_tsquery(${CONFIGURACAO}, ${busca})`;

/** The title's part of a document (weight A), for a search of titles alone. */
export const soTitulo = (documento: SQLWrapper): SQL => sql`ts_filter(${documento}, '{a}')`;

export const correspondeBusca = (documento: SQLWrapper, busca: string): SQL =>
  sql`${documento} @@ ${consulta(busca)}`;

export const relevanciaBusca = (documento: SQLWrapper, busca: string): SQL<number> =>
  sql<number>`ts_rank_cd(${PESOS}, ${documento}, ${consulta(busca)}, ${NORMALIZACAO})`;

// Markers from Unicode's private use area: no text a person types holds them, and they are
// turned into offsets before anything leaves the server, so no markup is ever produced.
const INICIO = '\uE000';
const FIM = '\uE001';

/** The whole text with the matched words between markers (read back with `trechosDestacados`). */
export const destaqueBusca = (texto: SQLWrapper, busca: string): SQL<string> =>
  sql<string>`ts_headline(${CONFIGURACAO}, ${texto}, ${consulta(busca)},
    ${`StartSel=${INICIO}, StopSel=${FIM}, HighlightAll=true`})`;

/**
 * The marked stretches of a text marked by `destaqueBusca`, as offsets into the original; none
 * when the marked text is not the original with markers (the original held a marker itself).
 */
export function trechosDestacados(marcado: string | null, original: string): TrechoDestacado[] {
  if (marcado === null) return [];
  const trechos: TrechoDestacado[] = [];
  let limpo = '';
  let inicio = -1;
  for (const caractere of marcado) {
    if (caractere === INICIO) inicio = limpo.length;
    else if (caractere === FIM && inicio >= 0) {
      trechos.push({ inicio, fim: limpo.length });
      inicio = -1;
    } else limpo += caractere;
  }
  return limpo === original ? trechos : [];
}
