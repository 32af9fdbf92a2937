import { bigint, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0031_versao_paginas_publicas.sql, the source of truth (the triggers that
// bump it are there).

/** One row: the version of the public pages, bumped by the database on each change they show. */
export const paginaPublicaVersao = pgTable('pagina_publica_versao', {
  id: smallint('id').primaryKey().default(1),
  versao: bigint('versao', { mode: 'number' }).notNull(),
  alteradaEm: timestamp('alterada_em', { withTimezone: true }).notNull().defaultNow(),
});
