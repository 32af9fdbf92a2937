import { char, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { usuario } from './schema.ts';

// Mirrors migrations/0022_govbr.sql, the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A company the Empresas API says the CPF acts for, and how. */
export interface EmpresaAtuacao {
  cnpj: string;
  razaoSocial: string | null;
  atuacao: string;
}

export const govbrVinculo = pgTable('govbr_vinculo', {
  usuarioId: uuid('usuario_id')
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  cpf: char('cpf', { length: 11 }).notNull(),
  confiabilidade: varchar('confiabilidade', { length: 6 }).notNull(),
  vinculadoEm: timestamptz('vinculado_em').notNull(),
  atualizadoEm: timestamptz('atualizado_em').notNull(),
  empresas: jsonb('empresas').$type<EmpresaAtuacao[]>().notNull().default([]),
});

export const govbrPendencia = pgTable('govbr_pendencia', {
  id: char('id', { length: 64 }).primaryKey(),
  tipo: varchar('tipo', { length: 12 }).notNull(),
  dados: jsonb('dados').notNull(),
  expiraEm: timestamptz('expira_em').notNull(),
});
