import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors migrations/0010_armazenamento.sql, the source of truth; the column `armazenamento` of
// `arquivo` is in schema.ts.

/** Objects of the bucket whose file is gone, written by a trigger and deleted after commit. */
export const objetoARemover = pgTable('objeto_a_remover', {
  arquivoId: uuid('arquivo_id').primaryKey(),
  registradoEm: timestamp('registrado_em', { withTimezone: true }).notNull().defaultNow(),
});
