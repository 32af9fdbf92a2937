import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { arquivo, usuario } from './schema.ts';
import { historicoStatusProposta, proposta } from './schema-propostas.ts';

// Mirrors migrations/0013_avaliacao.sql (and 0029's link to the history), the source of truth (partial indexes and triggers there).

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
// numeric comes back as text from both drivers; the repositories read it as a number.
const decimal = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'number' });

export const rubrica = pgTable('rubrica', {
  versao: integer('versao').primaryKey(),
  criadaEm: timestamptz('criada_em').notNull(),
  criadaPor: uuid('criada_por').references(() => usuario.id),
});

export const rubricaCriterio = pgTable(
  'rubrica_criterio',
  {
    rubricaVersao: integer('rubrica_versao')
      .notNull()
      .references(() => rubrica.versao),
    ordem: smallint('ordem').notNull(),
    codigo: varchar('codigo', { length: 10 }).notNull(),
    nome: varchar('nome', { length: 120 }).notNull(),
    orientacao: varchar('orientacao', { length: 600 }).notNull(),
    peso: decimal('peso', 8, 2).notNull(),
    escalaMinima: integer('escala_minima').notNull(),
    escalaMaxima: integer('escala_maxima').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rubricaVersao, t.codigo] })],
);

export const avaliacaoConfiguracao = pgTable('avaliacao_configuracao', {
  id: boolean('id').primaryKey().default(true),
  margemDivergencia: decimal('margem_divergencia', 5, 2).notNull(),
});

// Assignments, conflict declarations and evaluations are each one evaluator's on one solution,
// and go with the solution. A function, since Drizzle gives each table its own column objects.
const doAvaliadorNaProposta = () => ({
  id: uuid('id').primaryKey(),
  propostaId: uuid('proposta_id')
    .notNull()
    .references(() => proposta.id, { onDelete: 'cascade' }),
  avaliadorId: uuid('avaliador_id')
    .notNull()
    .references(() => usuario.id),
});

export const atribuicao = pgTable('atribuicao', {
  ...doAvaliadorNaProposta(),
  atribuidaPor: uuid('atribuida_por')
    .notNull()
    .references(() => usuario.id),
  atribuidaEm: timestamptz('atribuida_em').notNull(),
  prazo: date('prazo', { mode: 'string' }),
  semConflitoEm: timestamptz('sem_conflito_em'),
  removidaEm: timestamptz('removida_em'),
});

export const conflitoInteresse = pgTable('conflito_interesse', {
  ...doAvaliadorNaProposta(),
  tipo: varchar('tipo', { length: 20 }).notNull(),
  descricao: varchar('descricao', { length: 500 }),
  declaradoEm: timestamptz('declarado_em').notNull(),
});

export interface NotaCriterio {
  nota: number | null;
  justificativa: string;
}

export const avaliacao = pgTable('avaliacao', {
  ...doAvaliadorNaProposta(),
  versao: integer('versao').notNull(),
  rubricaVersao: integer('rubrica_versao')
    .notNull()
    .references(() => rubrica.versao),
  notas: jsonb('notas').$type<Record<string, NotaCriterio>>().notNull(),
  recomendacao: varchar('recomendacao', { length: 20 }),
  fundamentacao: text('fundamentacao').notNull(),
  notaFinal: decimal('nota_final', 6, 3),
  criadaEm: timestamptz('criada_em').notNull(),
  atualizadaEm: timestamptz('atualizada_em').notNull(),
  enviadaEm: timestamptz('enviada_em'),
  motivoReabertura: varchar('motivo_reabertura', { length: 500 }),
  reabertaPor: uuid('reaberta_por').references(() => usuario.id),
});

export const avaliacaoResumo = pgTable('avaliacao_resumo', {
  propostaId: uuid('proposta_id')
    .primaryKey()
    .references(() => proposta.id, { onDelete: 'cascade' }),
  atribuidas: integer('atribuidas').notNull(),
  enviadas: integer('enviadas').notNull(),
  media: decimal('media', 6, 3),
  amplitude: decimal('amplitude', 6, 3),
});

export const notaPrivada = pgTable('nota_privada', {
  id: uuid('id').primaryKey(),
  propostaId: uuid('proposta_id')
    .notNull()
    .references(() => proposta.id, { onDelete: 'cascade' }),
  autorId: uuid('autor_id')
    .notNull()
    .references(() => usuario.id),
  respostaA: uuid('resposta_a'),
  texto: text('texto').notNull(),
  criadaEm: timestamptz('criada_em').notNull(),
});

export const parecer = pgTable('parecer', {
  propostaId: uuid('proposta_id')
    .primaryKey()
    .references(() => proposta.id, { onDelete: 'cascade' }),
  conclusao: text('conclusao').notNull(),
  atualizadoEm: timestamptz('atualizado_em').notNull(),
  arquivoId: uuid('arquivo_id').references(() => arquivo.id),
  emitidoEm: timestamptz('emitido_em'),
  emitidoPor: uuid('emitido_por').references(() => usuario.id),
  liberadoEm: timestamptz('liberado_em'),
  liberadoPor: uuid('liberado_por').references(() => usuario.id),
  historicoStatusId: bigint('historico_status_id', { mode: 'number' }).references(
    () => historicoStatusProposta.id,
  ),
});
