import { or, sql, type SQL } from 'drizzle-orm';
import { correspondeBusca, soTitulo } from '../../infra/db/busca-textual.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';
import { contemAscii, contemNormalizado } from '../../infra/db/sql-texto.ts';

/**
 * A solution matched by its title, through the catalogue's search in Portuguese (plurals and
 * accents forgiven), or by part of it (staff type the first letters of a title they know), or
 * by part of its code. Titles only: staff look for one solution they know, and every solution
 * speaks of traffic somewhere in its texts.
 */
export const propostaCorresponde = (termo: string): SQL | undefined =>
  or(
    correspondeBusca(soTitulo(sql`${proposta}.documento_busca`), termo),
    contemNormalizado(proposta.tituloNormalizado, termo),
    contemAscii(proposta.codigoProposta, termo),
  );
