import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usuario } from './schema.ts';
import { proposta } from './schema-propostas.ts';

// Mirrors migrations/0036_registro_pesquisa.sql, the source of truth (its immutability trigger
// is there).

/** A market-survey record: `conteudo` is the exact text whose SHA-256 is `sha256`. */
export const registroPesquisa = pgTable(
  'registro_pesquisa',
  {
    id: uuid('id').primaryKey(),
    codigo: text('codigo').notNull().unique(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id),
    registradoEm: timestamp('registrado_em', { withTimezone: true, mode: 'date' }).notNull(),
    conteudo: text('conteudo').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [index('registro_pesquisa_do_usuario').on(t.usuarioId, t.registradoEm)],
);

/** The solutions a record names, for the companies' counts. */
export const registroPesquisaSolucao = pgTable(
  'registro_pesquisa_solucao',
  {
    registroId: uuid('registro_id')
      .notNull()
      .references(() => registroPesquisa.id),
    propostaId: uuid('proposta_id')
      .notNull()
      .references(() => proposta.id),
    selecionada: boolean('selecionada').notNull(),
  },
  (t) => [primaryKey({ columns: [t.registroId, t.propostaId] })],
);
