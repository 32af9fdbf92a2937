import { bigserial, char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

// Mirrors migrations/*.sql, which are the source of truth: a change goes to a new SQL file first.

/** Brazilian states; id is the IBGE code (35 = São Paulo). */
export const estado = pgTable('estado', {
  id: integer('id').primaryKey(),
  descricao: varchar('descricao', { length: 100 }).notNull(),
  sigla: char('sigla', { length: 2 }).notNull().unique(),
});

/** Municipalities; id is the 7-digit IBGE code (3550308 = São Paulo). */
export const municipio = pgTable(
  'municipio',
  {
    id: integer('id').primaryKey(),
    descricao: varchar('descricao', { length: 100 }).notNull(),
    estadoId: integer('estado_id')
      .notNull()
      .references(() => estado.id),
  },
  (t) => [index('municipio_estado_id_idx').on(t.estadoId)],
);

export const tipoEmpresa = pgTable('tipo_empresa', {
  id: integer('id').primaryKey(),
  descricao: varchar('descricao', { length: 100 }).notNull(),
});

export const tipoLogradouro = pgTable('tipo_logradouro', {
  id: integer('id').primaryKey(),
  descricao: varchar('descricao', { length: 100 }).notNull(),
});

export const tipoTelefone = pgTable('tipo_telefone', {
  id: integer('id').primaryKey(),
  descricao: varchar('descricao', { length: 100 }).notNull(),
});

/** Public page visits for the statistics: path and time only, never who or from where. */
export const pageView = pgTable(
  'page_view',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: varchar('path', { length: 300 }).notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_view_visited_at_idx').on(t.visitedAt)],
);
