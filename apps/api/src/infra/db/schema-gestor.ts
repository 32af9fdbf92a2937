import {
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { municipio, usuario } from './schema.ts';
import { proposta } from './schema-propostas.ts';

// Mirrors migrations/0033_gestor.sql, the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const gestor = pgTable('gestor', {
  usuarioId: uuid('usuario_id')
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  cpf: char('cpf', { length: 11 }).notNull(),
  municipioId: integer('municipio_id')
    .notNull()
    .references(() => municipio.id),
  cargo: varchar('cargo', { length: 100 }).notNull(),
  telefoneInstitucional: varchar('telefone_institucional', { length: 20 }),
  criadoEm: timestamptz('criado_em').notNull(),
  verificadoEm: timestamptz('verificado_em'),
  verificadoPor: uuid('verificado_por').references(() => usuario.id),
  recusadoEm: timestamptz('recusado_em'),
  recusadoPor: uuid('recusado_por').references(() => usuario.id),
  motivoRecusa: varchar('motivo_recusa', { length: 500 }),
});

export const gestorSelecao = pgTable(
  'gestor_selecao',
  {
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    propostaId: uuid('proposta_id')
      .notNull()
      .references(() => proposta.id, { onDelete: 'cascade' }),
    incluidaEm: timestamptz('incluida_em').notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.propostaId] })],
);

export const gestorEvento = pgTable(
  'gestor_evento',
  {
    id: uuid('id').primaryKey(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    municipioId: integer('municipio_id')
      .notNull()
      .references(() => municipio.id),
    propostaId: uuid('proposta_id')
      .notNull()
      .references(() => proposta.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 12 }).notNull(),
    ocorridoEm: timestamptz('ocorrido_em').notNull(),
  },
  (t) => [index('gestor_evento_proposta_idx').on(t.propostaId, t.tipo)],
);
