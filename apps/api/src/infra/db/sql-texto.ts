import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Text search and sorting that do not depend on the database's collation or locale, which differ
 * between PGlite, a Debian PostgreSQL and a managed one (docs/decisions/002).
 *
 * Names and titles are compared through `*_normalizado` columns that the database keeps
 * (generated, stored: 0005_equipe.sql) with this expression, lowercase and without accents:
 *   translate(lower(coluna), COM_ACENTO, SEM_ACENTO)
 * Capitals are mapped too, so it holds where lower() only knows ASCII (a "C" locale). Stored,
 * because computing translate() per row at query time cost PGlite ~8 µs a row (80 ms per 10,000).
 */
export const COM_ACENTO = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
export const SEM_ACENTO = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** The same normalisation of a search term, in JavaScript. */
export const semAcentos = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** `%texto%` for LIKE, with the wildcards a person may type taken literally. */
export const padraoContem = (texto: string) => `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** "Contains" on a normalised column, ignoring case and accents ('onibus' finds 'Ônibus'). */
export const contemNormalizado = (colunaNormalizada: SQLWrapper, texto: string): SQL =>
  sql`${colunaNormalizada} like ${padraoContem(semAcentos(texto))}`;

/** "Contains" ignoring case, for ASCII-only columns (codes, CNPJ). */
export const contemAscii = (coluna: SQLWrapper, texto: string): SQL =>
  sql`lower(${coluna}) like ${padraoContem(texto.toLowerCase())}`;

/** A Brazilian reader's order, near enough: the normalised text compared byte by byte. */
export const chaveDeOrdenacao = (colunaNormalizada: SQLWrapper): SQL =>
  sql`(${colunaNormalizada} collate "C")`;

/** The generated column's expression, for the Drizzle schema (the migration is the source). */
export const expressaoNormalizada = (coluna: string): SQL =>
  sql.raw(`translate(lower(${coluna}), '${COM_ACENTO}', '${SEM_ACENTO}')`);
