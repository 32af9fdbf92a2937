import { eq } from 'drizzle-orm';
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

/** Storage in `arquivo_conteudo`; given a transaction, the bytes commit with the metadata. */
export function createDatabaseFileStorage(db: Executor): FileStorage {
  return {
    put: async (arquivoId, conteudo) => {
      await db.insert(arquivoConteudo).values({ arquivoId, conteudo });
    },
    get: async (arquivoId) => {
      const [row] = await db
        .select({ conteudo: arquivoConteudo.conteudo })
        .from(arquivoConteudo)
        .where(eq(arquivoConteudo.arquivoId, arquivoId));
      return row?.conteudo ?? null;
    },
    delete: async (arquivoId) => {
      await db.delete(arquivoConteudo).where(eq(arquivoConteudo.arquivoId, arquivoId));
    },
  };
}
