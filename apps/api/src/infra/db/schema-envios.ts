import {
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { proposta, statusProposta } from './schema-propostas.ts';
import { arquivo, usuario } from './schema.ts';

// Mirrors migrations/0016_solicitacoes_envios.sql and 0017_texto_portal.sql, the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const propostaEnvio = pgTable(
  'proposta_envio',
  {
    propostaId: uuid('proposta_id')
      .notNull()
      .references(() => proposta.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id),
    enviadaEm: timestamptz('enviada_em').notNull(),
    campos: jsonb('campos').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.propostaId, t.numero] })],
);

export const propostaEnvioArquivo = pgTable(
  'proposta_envio_arquivo',
  {
    propostaId: uuid('proposta_id').notNull(),
    numero: integer('numero').notNull(),
    arquivoId: uuid('arquivo_id')
      .notNull()
      .references(() => arquivo.id),
    contexto: integer('contexto').notNull(),
    nomeOriginal: varchar('nome_original', { length: 200 }).notNull(),
    tipo: varchar('tipo', { length: 100 }).notNull(),
    tamanho: integer('tamanho').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propostaId, t.numero, t.arquivoId] }),
    foreignKey({
      columns: [t.propostaId, t.numero],
      foreignColumns: [propostaEnvio.propostaId, propostaEnvio.numero],
    }).onDelete('cascade'),
  ],
);

export const rodadaSolicitacao = pgTable(
  'rodada_solicitacao',
  {
    propostaId: uuid('proposta_id')
      .notNull()
      .references(() => proposta.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    statusAnterior: integer('status_anterior')
      .notNull()
      .references(() => statusProposta.id),
    abertaPor: uuid('aberta_por')
      .notNull()
      .references(() => usuario.id),
    abertaEm: timestamptz('aberta_em').notNull(),
    fechadaEm: timestamptz('fechada_em'),
    envioNumero: integer('envio_numero'),
  },
  (t) => [primaryKey({ columns: [t.propostaId, t.numero] })],
);

export const solicitacao = pgTable(
  'solicitacao',
  {
    id: uuid('id').primaryKey(),
    propostaId: uuid('proposta_id').notNull(),
    rodada: integer('rodada').notNull(),
    ordem: integer('ordem').notNull(),
    alvo: varchar('alvo', { length: 80 }).notNull(),
    texto: varchar('texto', { length: 2000 }).notNull(),
    prazo: timestamptz('prazo'),
    resposta: varchar('resposta', { length: 2000 }),
    respondidaPor: uuid('respondida_por').references(() => usuario.id),
    respondidaEm: timestamptz('respondida_em'),
  },
  (t) => [
    foreignKey({
      columns: [t.propostaId, t.rodada],
      foreignColumns: [rodadaSolicitacao.propostaId, rodadaSolicitacao.numero],
    }).onDelete('cascade'),
  ],
);

// Mirrors migrations/0017_texto_portal.sql.
export const textoPortal = pgTable('texto_portal', {
  propostaId: uuid('proposta_id')
    .primaryKey()
    .references(() => proposta.id, { onDelete: 'cascade' }),
  campos: jsonb('campos').$type<Record<string, unknown>>().notNull(),
  // `documento_busca` (0032), generated from `campos`, is named in SQL by the search alone.
});
