import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresa, usuario } from './schema.ts';

// Mirrors migrations/0012_calendario.sql, the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const calendario = pgTable('calendario', {
  id: smallint('id').primaryKey().default(1),
  aberturaInscricoes: timestamptz('abertura_inscricoes').notNull(),
  prazoEnvio: timestamptz('prazo_envio').notNull(),
  toleranciaMinutos: integer('tolerancia_minutos').notNull().default(0),
  divulgacaoResultados: date('divulgacao_resultados', { mode: 'string' }),
  alteradoEm: timestamptz('alterado_em').notNull(),
  alteradoPor: uuid('alterado_por')
    .notNull()
    .references(() => usuario.id),
});

export const calendarioAlteracao = pgTable(
  'calendario_alteracao',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campo: varchar('campo', { length: 40 }).notNull(),
    valorAnterior: text('valor_anterior'),
    valorNovo: text('valor_novo'),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id),
    dataHora: timestamptz('data_hora').notNull(),
  },
  (t) => [index('calendario_alteracao_data_idx').on(t.dataHora.desc(), t.id.desc())],
);

export const prorrogacao = pgTable(
  'prorrogacao',
  {
    id: uuid('id').primaryKey(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresa.id, { onDelete: 'cascade' }),
    prazo: timestamptz('prazo').notNull(),
    motivo: varchar('motivo', { length: 500 }).notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id),
    dataHora: timestamptz('data_hora').notNull(),
  },
  (t) => [
    index('prorrogacao_empresa_idx').on(t.empresaId, t.dataHora.desc(), t.id.desc()),
    index('prorrogacao_data_idx').on(t.dataHora.desc(), t.id.desc()),
  ],
);

export const lembretePrazo = pgTable(
  'lembrete_prazo',
  {
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresa.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    prazo: timestamptz('prazo').notNull(),
    enviadoEm: timestamptz('enviado_em').notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.tipo] })],
);
