import { boolean, char, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { FiltroSalvo } from '@portal/domain';
import { usuario } from './schema.ts';

// Mirrors migrations/0039_busca_salva.sql, the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const buscaSalva = pgTable('busca_salva', {
  id: uuid('id').primaryKey(),
  usuarioId: uuid('usuario_id')
    .notNull()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  nome: varchar('nome', { length: 80 }).notNull(),
  filtro: jsonb('filtro').$type<FiltroSalvo>().notNull(),
  alertas: boolean('alertas').notNull(),
  tokenAlertas: char('token_alertas', { length: 43 }).notNull().unique(),
  criadaEm: timestamptz('criada_em').notNull(),
  avisadaAte: timestamptz('avisada_ate').notNull(),
});
