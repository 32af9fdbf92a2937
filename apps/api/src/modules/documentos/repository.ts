import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { arquivo, usuario } from '../../infra/db/schema.ts';
import { documentoPrograma } from '../../infra/db/schema-repositorio.ts';

export interface DocumentoLinha {
  id: string;
  titulo: string;
  arquivoId: string | null;
  nomeOriginal: string | null;
  tamanho: number | null;
  atualizadoEm: Date | null;
  atualizadoPor: string | null;
}

export function createDocumentosRepository(db: Executor) {
  return {
    /** Adds the catalogue's documents not in the table yet and keeps every title current. */
    sincronizarCatalogo: async (catalogo: readonly { id: string; titulo: string }[]) => {
      if (catalogo.length === 0) return;
      await db
        .insert(documentoPrograma)
        .values(catalogo.map(({ id, titulo }) => ({ id, titulo })))
        .onConflictDoUpdate({
          target: documentoPrograma.id,
          set: { titulo: sql`excluded.titulo` },
        });
    },

    /** Every document with its current version, if any. */
    listar: async (): Promise<DocumentoLinha[]> =>
      db
        .select({
          id: documentoPrograma.id,
          titulo: documentoPrograma.titulo,
          arquivoId: documentoPrograma.arquivoId,
          nomeOriginal: arquivo.nomeOriginal,
          tamanho: arquivo.tamanho,
          atualizadoEm: documentoPrograma.atualizadoEm,
          atualizadoPor: usuario.nome,
        })
        .from(documentoPrograma)
        .leftJoin(arquivo, eq(arquivo.id, documentoPrograma.arquivoId))
        .leftJoin(usuario, eq(usuario.id, documentoPrograma.atualizadoPor)),

    /**
     * The document's row, locked until the transaction ends: two replacements (or an import
     * and a replacement) of one document queue here instead of both keeping a version.
     */
    lock: async (id: string) => {
      const [row] = await db
        .select({ id: documentoPrograma.id, arquivoId: documentoPrograma.arquivoId })
        .from(documentoPrograma)
        .where(eq(documentoPrograma.id, id))
        .for('update');
      return row ?? null;
    },

    definirVersao: async (id: string, arquivoId: string, usuarioId: string | null) => {
      await db
        .update(documentoPrograma)
        .set({ arquivoId, atualizadoEm: sql`now()`, atualizadoPor: usuarioId })
        .where(eq(documentoPrograma.id, id));
    },

    findVersao: async (id: string) => {
      const [row] = await db
        .select({
          titulo: documentoPrograma.titulo,
          arquivoId: arquivo.id,
          tipo: arquivo.tipo,
          tamanho: arquivo.tamanho,
        })
        .from(documentoPrograma)
        .innerJoin(arquivo, eq(arquivo.id, documentoPrograma.arquivoId))
        .where(eq(documentoPrograma.id, id));
      return row ?? null;
    },
  };
}
