import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usuario } from './schema.ts';

// Mirrors migrations/0015_versoes_registros.sql, the source of truth.

export const registroAlteracao = pgTable(
  'registro_alteracao',
  {
    registro: text('registro').notNull(),
    versao: integer('versao').notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id),
    alteradaEm: timestamp('alterada_em', { withTimezone: true, mode: 'date' }).notNull(),
    campos: text('campos').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.registro, t.versao] })],
);
