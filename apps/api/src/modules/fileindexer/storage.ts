import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { arquivoConteudo } from '../../db/schema.ts';

/**
 * Where file bytes live, apart from their metadata in `arquivo`. Today a table; an object store
 * can take its place by implementing these three calls (it would write before the metadata
 * transaction and delete after it, since it cannot join it).
 */
export interface FileStorage {
  put(arquivoId: string, conteudo: Buffer): Promise<void>;
  get(arquivoId: string): Promise<Buffer | null>;
  delete(arquivoId: string): Promise<void>;
}

/**
 * Storage in `arquivo_conteudo`; given a transaction, the bytes commit with the metadata.
 * The bytes travel as base64 text, decoded and encoded by the database: PGlite converts a bytea
 * parameter or column byte by byte in JavaScript (about 400 ms for 2 MiB), against some 30 ms
 * this way; node-postgres sends bytea as hex text anyway, so base64 is also the shorter wire.
 */
export function createDatabaseFileStorage(db: Executor): FileStorage {
  return {
    put: async (arquivoId, conteudo) => {
      await db.insert(arquivoConteudo).values({
        arquivoId,
        conteudo: sql`decode(${conteudo.toString('base64')}, 'base64')`,
      });
    },
    get: async (arquivoId) => {
      const [row] = await db
        .select({ base64: sql<string>`encode(${arquivoConteudo.conteudo}, 'base64')` })
        .from(arquivoConteudo)
        .where(eq(arquivoConteudo.arquivoId, arquivoId));
      // The database breaks its base64 into lines; Node's decoder skips the line breaks.
      return row ? Buffer.from(row.base64, 'base64') : null;
    },
    delete: async (arquivoId) => {
      await db.delete(arquivoConteudo).where(eq(arquivoConteudo.arquivoId, arquivoId));
    },
  };
}
