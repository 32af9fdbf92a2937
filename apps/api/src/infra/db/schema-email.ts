import {
  boolean,
  char,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { STATUS_EMAIL_SAIDA } from '@portal/domain';
import { usuario } from './schema.ts';

// Mirrors migrations/0007_email.sql (and 0037_interesse_municipios.sql), the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const emailSaida = pgTable('email_saida', {
  id: uuid('id').primaryKey(),
  para: varchar('para', { length: 200 }).notNull(),
  assunto: varchar('assunto', { length: 300 }).notNull(),
  tipo: varchar('tipo', { length: 60 }).notNull(),
  texto: text('texto').notNull(),
  html: text('html').notNull(),
  contemSegredo: boolean('contem_segredo').notNull().default(false),
  responderA: varchar('responder_a', { length: 200 }),
  status: varchar('status', { length: 10, enum: STATUS_EMAIL_SAIDA }).notNull().default('pendente'),
  tentativas: integer('tentativas').notNull().default(0),
  ultimoErro: text('ultimo_erro'),
  reservadoAte: timestamptz('reservado_ate'),
  criadoEm: timestamptz('criado_em').notNull().defaultNow(),
  enviadoEm: timestamptz('enviado_em'),
});

export const FINALIDADE_TOKEN = ['redefinicao', 'confirmacao'] as const;
export type FinalidadeToken = (typeof FINALIDADE_TOKEN)[number];

export const tokenConta = pgTable('token_conta', {
  hash: char('hash', { length: 64 }).primaryKey(),
  usuarioId: uuid('usuario_id')
    .notNull()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  finalidade: varchar('finalidade', { length: 20, enum: FINALIDADE_TOKEN }).notNull(),
  email: varchar('email', { length: 200 }).notNull(),
  criadoEm: timestamptz('criado_em').notNull(),
  expiraEm: timestamptz('expira_em').notNull(),
  usadoEm: timestamptz('usado_em'),
});

export const emailNaoConfirmado = pgTable('email_nao_confirmado', {
  usuarioId: uuid('usuario_id')
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 200 }).notNull(),
  criadoEm: timestamptz('criado_em').notNull().defaultNow(),
});
