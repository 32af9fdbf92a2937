import {
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { usuario } from './schema.ts';

// Mirrors migrations/0019_privacidade.sql, the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const contatoPrivacidade = pgTable('contato_privacidade', {
  id: smallint('id').primaryKey().default(1),
  controladorNome: varchar('controlador_nome', { length: 200 }).notNull(),
  controladorContato: varchar('controlador_contato', { length: 300 }).notNull(),
  encarregadoNome: varchar('encarregado_nome', { length: 100 }).notNull(),
  encarregadoEmail: varchar('encarregado_email', { length: 200 }).notNull(),
  encarregadoTelefone: varchar('encarregado_telefone', { length: 30 }),
  atualizadoEm: timestamptz('atualizado_em').notNull().defaultNow(),
  atualizadoPor: uuid('atualizado_por').references(() => usuario.id),
});

export const termosVersao = pgTable('termos_versao', {
  versao: integer('versao').primaryKey(),
  resumo: text('resumo').notNull(),
  publicadaEm: timestamptz('publicada_em').notNull(),
  publicadaPor: uuid('publicada_por').references(() => usuario.id),
});

export const aceiteTermos = pgTable(
  'aceite_termos',
  {
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    versao: integer('versao')
      .notNull()
      .references(() => termosVersao.versao),
    aceitoEm: timestamptz('aceito_em').notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.versao] })],
);

export const pedidoTitular = pgTable('pedido_titular', {
  id: uuid('id').primaryKey(),
  protocolo: integer('protocolo').generatedAlwaysAsIdentity(),
  usuarioId: uuid('usuario_id')
    .notNull()
    .references(() => usuario.id),
  tipo: varchar('tipo', { length: 20 }).notNull(),
  descricao: varchar('descricao', { length: 4000 }).notNull(),
  criadoEm: timestamptz('criado_em').notNull(),
  prazoEm: timestamptz('prazo_em').notNull(),
  resposta: varchar('resposta', { length: 4000 }),
  respondidoEm: timestamptz('respondido_em'),
  respondidoPor: uuid('respondido_por').references(() => usuario.id),
});
