import { bigint, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usuario } from './schema.ts';

// Mirrors migrations/0018_auditoria.sql, the source of truth.

/** `{campo: {de, para}}`; a value the trail does not copy is absent (`{}`). */
export type AlteracoesAuditoria = Record<string, { de?: unknown; para?: unknown }>;

export const registroAuditoria = pgTable('registro_auditoria', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  ocorridoEm: timestamp('ocorrido_em', { withTimezone: true, mode: 'date' }).notNull(),
  acao: text('acao').notNull(),
  classe: text('classe').notNull(),
  usuarioId: uuid('usuario_id').references(() => usuario.id),
  tipoUsuario: integer('tipo_usuario'),
  ip: text('ip'),
  empresaId: uuid('empresa_id'),
  propostaId: uuid('proposta_id'),
  entidade: text('entidade').notNull(),
  entidadeId: text('entidade_id'),
  alteracoes: jsonb('alteracoes').$type<AlteracoesAuditoria>(),
  detalhes: jsonb('detalhes').$type<Record<string, unknown>>(),
});
