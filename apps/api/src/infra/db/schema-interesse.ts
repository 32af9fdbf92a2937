import { bigint, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { TIPOS_DESFECHO } from '@portal/domain';
import { empresa, municipio, usuario } from './schema.ts';
import { proposta } from './schema-propostas.ts';

// Mirrors migrations/0037_interesse_municipios.sql and 0038_municipio_do_interesse.sql, the
// source of truth (the immutability trigger is in 0037).

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A manager's message to a solution's company, as sent. */
export const contatoEmpresa = pgTable('contato_empresa', {
  id: uuid('id').primaryKey(),
  usuarioId: uuid('usuario_id')
    .notNull()
    .references(() => usuario.id),
  propostaId: uuid('proposta_id')
    .notNull()
    .references(() => proposta.id),
  empresaId: uuid('empresa_id')
    .notNull()
    .references(() => empresa.id),
  /** The manager's municipality when they wrote: it outlives their profile. */
  municipioId: integer('municipio_id')
    .notNull()
    .references(() => municipio.id),
  assunto: varchar('assunto', { length: 120 }).notNull(),
  texto: varchar('texto', { length: 3000 }).notNull(),
  enviadoEm: timestamptz('enviado_em').notNull(),
});

/** One declaration of what came of a solution for a manager; the newest one counts. */
export const desfechoSolucao = pgTable('desfecho_solucao', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  usuarioId: uuid('usuario_id')
    .notNull()
    .references(() => usuario.id),
  propostaId: uuid('proposta_id')
    .notNull()
    .references(() => proposta.id),
  /** The manager's municipality when they declared it: it outlives their profile. */
  municipioId: integer('municipio_id')
    .notNull()
    .references(() => municipio.id),
  tipo: varchar('tipo', { length: 20, enum: TIPOS_DESFECHO }).notNull(),
  observacao: varchar('observacao', { length: 500 }),
  registradoEm: timestamptz('registrado_em').notNull(),
});
