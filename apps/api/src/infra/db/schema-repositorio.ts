import { pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { arquivo, usuario } from './schema.ts';

// Mirrors migrations/0006_repositorio.sql, the source of truth. The catalogue's columns on
// `proposta` are in schema-propostas.ts.

/** The current version of each programme document; `id` is the domain catalogue's. */
export const documentoPrograma = pgTable('documento_programa', {
  id: varchar('id', { length: 60 }).primaryKey(),
  titulo: varchar('titulo', { length: 200 }).notNull(),
  arquivoId: uuid('arquivo_id').references(() => arquivo.id, { onDelete: 'set null' }),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }),
  atualizadoPor: uuid('atualizado_por').references(() => usuario.id, { onDelete: 'set null' }),
});

/**
 * The words of the published titles and keywords, for "Você quis dizer" (0032, kept by triggers;
 * never written by the app). `chave` is the word lowercase without accents.
 */
export const palavraBusca = pgTable('palavra_busca', {
  chave: text('chave').primaryKey(),
  palavra: text('palavra').notNull(),
});
