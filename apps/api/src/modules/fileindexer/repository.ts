import { and, asc, count, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { CONTEXTO_ARQUIVO } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { arquivo } from '../../infra/db/schema.ts';

export interface ArquivoResumo {
  id: string;
  nomeOriginal: string;
  contexto: number;
  tipoDoArquivo: number;
  tipo: string;
  tamanho: number;
  dataHoraInclusao: Date;
}

/** Where a file belongs, for access checks before it is read or deleted. */
export interface ArquivoDono {
  id: string;
  nomeOriginal: string;
  tipo: string;
  contexto: number;
  propostaId: string | null;
  empresaId: string | null;
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

// The generated form is the server's, replaced at every generation: never one of the
// proposal's files as the company sees them.
const daProposta = (propostaId: string) =>
  and(eq(arquivo.propostaId, propostaId), ne(arquivo.contexto, CONTEXTO_ARQUIVO.PDF_GERADO));

export function createArquivoRepository(db: Executor) {
  const deleteById = async (id: string): Promise<boolean> => {
    const apagados = await db
      .delete(arquivo)
      .where(eq(arquivo.id, id))
      .returning({ id: arquivo.id });
    return apagados.length > 0;
  };

  const list = (where: SQL | undefined): Promise<ArquivoResumo[]> =>
    db
      .select(resumoColumns)
      .from(arquivo)
      .where(where)
      .orderBy(asc(arquivo.dataHoraInclusao), asc(arquivo.id));

  // The bytes go with the row: by cascade in the database, by the trigger's note in the bucket.
  const deleteWhere = async (where: SQL | undefined): Promise<void> => {
    await db.delete(arquivo).where(where);
  };

  return {
    /** Deletes a company's files of one context. */
    deleteByEmpresaContexto: (empresaId: string, contexto: number) =>
      deleteWhere(and(eq(arquivo.empresaId, empresaId), eq(arquivo.contexto, contexto))),

    /** The same for a proposal (the generated form, replaced at every generation). */
    deleteByPropostaContexto: (propostaId: string, contexto: number) =>
      deleteWhere(and(eq(arquivo.propostaId, propostaId), eq(arquivo.contexto, contexto))),

    /** Whether the file was still there to delete. */
    deleteById,

    /** Leaves the file without its solution; whether it still had one. */
    desvincularDaProposta: async (id: string): Promise<boolean> => {
      const retirados = await db
        .update(arquivo)
        .set({ propostaId: null })
        .where(and(eq(arquivo.id, id), isNotNull(arquivo.propostaId)))
        .returning({ id: arquivo.id });
      return retirados.length > 0;
    },

    listByEmpresa: (empresaId: string, contexto?: number) =>
      list(
        contexto === undefined
          ? eq(arquivo.empresaId, empresaId)
          : and(eq(arquivo.empresaId, empresaId), eq(arquivo.contexto, contexto)),
      ),

    listByProposta: (propostaId: string, contexto?: number) =>
      list(
        contexto === undefined
          ? daProposta(propostaId)
          : and(daProposta(propostaId), eq(arquivo.contexto, contexto)),
      ),

    countByPropostaContexto: async (propostaId: string, contexto: number): Promise<number> => {
      const [row] = await db
        .select({ n: count() })
        .from(arquivo)
        .where(and(eq(arquivo.propostaId, propostaId), eq(arquivo.contexto, contexto)));
      return row?.n ?? 0;
    },

    /** Whether the proposal already has a file of that name, regardless of case. */
    existsNomeNaProposta: async (propostaId: string, nomeOriginal: string): Promise<boolean> => {
      const rows = await db
        .select({ id: arquivo.id })
        .from(arquivo)
        .where(
          and(daProposta(propostaId), sql`lower(${arquivo.nomeOriginal}) = lower(${nomeOriginal})`),
        )
        .limit(1);
      return rows.length > 0;
    },

    findDono: async (id: string): Promise<ArquivoDono | null> => {
      const [row] = await db
        .select({
          id: arquivo.id,
          nomeOriginal: arquivo.nomeOriginal,
          tipo: arquivo.tipo,
          contexto: arquivo.contexto,
          propostaId: arquivo.propostaId,
          empresaId: arquivo.empresaId,
        })
        .from(arquivo)
        .where(eq(arquivo.id, id));
      return row ?? null;
    },

    /** True if the company has its CNPJ proof (context 13), which signed forms wait for. */
    existsProvaCnpj: async (empresaId: string): Promise<boolean> => {
      const rows = await db
        .select({ id: arquivo.id })
        .from(arquivo)
        .where(
          and(eq(arquivo.empresaId, empresaId), eq(arquivo.contexto, CONTEXTO_ARQUIVO.PROVA_CNPJ)),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}
