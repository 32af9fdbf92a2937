import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { empresa, usuario } from '../../infra/db/schema.ts';
import { govbrPendencia, govbrVinculo, type EmpresaAtuacao } from '../../infra/db/schema-govbr.ts';

export type TipoPendencia = 'autorizacao' | 'identidade';

export function createGovbrRepository(db: Executor) {
  return {
    findVinculoByCpf: async (cpf: string) => {
      const [row] = await db.select().from(govbrVinculo).where(eq(govbrVinculo.cpf, cpf));
      return row ?? null;
    },

    findVinculoByUsuario: async (usuarioId: string) => {
      const [row] = await db
        .select()
        .from(govbrVinculo)
        .where(eq(govbrVinculo.usuarioId, usuarioId));
      return row ?? null;
    },

    insertVinculo: async (valores: typeof govbrVinculo.$inferInsert) => {
      await db.insert(govbrVinculo).values(valores);
    },

    /** What gov.br said at this sign-in: the trust level and companies may have changed. */
    atualizarVinculo: async (
      usuarioId: string,
      confiabilidade: string,
      empresas: EmpresaAtuacao[],
      agora: Date,
    ) => {
      await db
        .update(govbrVinculo)
        .set({ confiabilidade, empresas, atualizadoEm: agora })
        .where(eq(govbrVinculo.usuarioId, usuarioId));
    },

    /** The company the account names, its CNPJ and the account's membership in it. */
    findMembresia: async (usuarioId: string) => {
      const [row] = await db
        .select({
          empresaId: empresa.id,
          cnpj: empresa.cnpj,
          situacao: usuario.situacaoEmpresa,
        })
        .from(usuario)
        .innerJoin(empresa, eq(empresa.id, usuario.empresaId))
        .where(eq(usuario.id, usuarioId));
      return row ?? null;
    },

    insertPendencia: async (
      id: string,
      tipo: TipoPendencia,
      dados: unknown,
      expiraEm: Date,
    ): Promise<void> => {
      await db.insert(govbrPendencia).values({ id, tipo, dados, expiraEm });
    },

    /** A pending step still in time, without using it up. */
    findPendencia: async (id: string, tipo: TipoPendencia, agora: Date) => {
      const [row] = await db
        .select({ dados: govbrPendencia.dados })
        .from(govbrPendencia)
        .where(
          and(
            eq(govbrPendencia.id, id),
            eq(govbrPendencia.tipo, tipo),
            gt(govbrPendencia.expiraEm, agora),
          ),
        );
      return row?.dados ?? null;
    },

    /** Takes a pending step once: a second caller with the same token finds nothing. */
    consumirPendencia: async (id: string, tipo: TipoPendencia, agora: Date) => {
      const [row] = await db
        .delete(govbrPendencia)
        .where(and(eq(govbrPendencia.id, id), eq(govbrPendencia.tipo, tipo)))
        .returning({ dados: govbrPendencia.dados, expiraEm: govbrPendencia.expiraEm });
      return row && row.expiraEm > agora ? row.dados : null;
    },

    purgeExpiradas: async (agora: Date) => {
      await db.delete(govbrPendencia).where(lte(govbrPendencia.expiraEm, agora));
    },
  };
}

export type GovbrRepository = ReturnType<typeof createGovbrRepository>;
