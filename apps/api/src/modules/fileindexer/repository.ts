import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { arquivo } from '../../db/schema.ts';

export interface ArquivoResumo {
  id: string;
  nomeOriginal: string;
  contexto: number;
  tipoDoArquivo: number;
  tipo: string;
  tamanho: number;
  dataHoraInclusao: Date;
}

const resumoColumns = {
  id: arquivo.id,
  nomeOriginal: arquivo.nomeOriginal,
  contexto: arquivo.contexto,
  tipoDoArquivo: arquivo.tipoDoArquivo,
  tipo: arquivo.tipo,
  tamanho: arquivo.tamanho,
  dataHoraInclusao: arquivo.dataHoraInclusao,
};

export function createArquivoRepository(db: Executor) {
  const list = (where: SQL | undefined): Promise<ArquivoResumo[]> =>
    db
      .select(resumoColumns)
      .from(arquivo)
      .where(where)
      .orderBy(asc(arquivo.dataHoraInclusao), asc(arquivo.id));

  return {
    insert: async (values: typeof arquivo.$inferInsert): Promise<void> => {
      await db.insert(arquivo).values(values);
    },

    /** Deletes a company's files of one context and returns their ids (to free their bytes). */
    deleteByEmpresaContexto: async (empresaId: string, contexto: number): Promise<string[]> => {
      const rows = await db
        .delete(arquivo)
        .where(and(eq(arquivo.empresaId, empresaId), eq(arquivo.contexto, contexto)))
        .returning({ id: arquivo.id });
      return rows.map((row) => row.id);
    },

    listByEmpresa: (empresaId: string, contexto?: number) =>
      list(
        contexto === undefined
          ? eq(arquivo.empresaId, empresaId)
          : and(eq(arquivo.empresaId, empresaId), eq(arquivo.contexto, contexto)),
      ),
  };
}
