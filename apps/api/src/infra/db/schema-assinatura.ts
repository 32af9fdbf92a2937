import {
  char,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  DecisaoAssinatura,
  EvidenciasAssinatura,
  MotivoAssinatura,
  VereditoAssinatura,
} from '@portal/domain';
import { proposta } from './schema-propostas.ts';
import { arquivo, usuario } from './schema.ts';

// Mirrors migrations/0021_assinatura_digital.sql (and 0029's versao), the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const pdfGeradoHash = pgTable(
  'pdf_gerado_hash',
  {
    propostaId: uuid('proposta_id')
      .notNull()
      .references(() => proposta.id, { onDelete: 'cascade' }),
    sha256: char('sha256', { length: 64 }).notNull(),
    geradoEm: timestamptz('gerado_em').notNull().defaultNow(),
    versao: integer('versao'),
  },
  (t) => [primaryKey({ columns: [t.propostaId, t.sha256] })],
);

export const verificacaoAssinatura = pgTable('verificacao_assinatura', {
  id: uuid('id').primaryKey(),
  propostaId: uuid('proposta_id')
    .notNull()
    .references(() => proposta.id, { onDelete: 'cascade' }),
  arquivoId: uuid('arquivo_id')
    .notNull()
    .references(() => arquivo.id),
  usuarioId: uuid('usuario_id')
    .notNull()
    .references(() => usuario.id),
  veredito: varchar('veredito', { length: 20 }).$type<VereditoAssinatura>().notNull(),
  motivos: jsonb('motivos').$type<MotivoAssinatura[]>().notNull(),
  evidencias: jsonb('evidencias').$type<EvidenciasAssinatura>().notNull(),
  verificadaEm: timestamptz('verificada_em').notNull(),
});

export const decisaoAssinatura = pgTable('decisao_assinatura', {
  verificacaoId: uuid('verificacao_id')
    .primaryKey()
    .references(() => verificacaoAssinatura.id, { onDelete: 'cascade' }),
  decisao: varchar('decisao', { length: 10 }).$type<DecisaoAssinatura>().notNull(),
  justificativa: text('justificativa'),
  usuarioId: uuid('usuario_id')
    .notNull()
    .references(() => usuario.id),
  decididaEm: timestamptz('decidida_em').notNull(),
});
