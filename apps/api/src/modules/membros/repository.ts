import { and, asc, desc, eq, notExists, sql } from 'drizzle-orm';
import { CONTEXTO_ARQUIVO, SITUACAO_MEMBRO } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { arquivo, empresa, usuario } from '../../infra/db/schema.ts';

/** A company user as the team page and the decisions read them. */
export interface MembroRow {
  id: string;
  nome: string;
  email: string;
  cargo: string | null;
  empresaId: string;
  situacao: string;
  solicitadaEm: Date | null;
}

const colunas = {
  id: usuario.id,
  nome: usuario.nome,
  email: usuario.email,
  cargo: usuario.cargo,
  empresaId: sql<string>`${usuario.empresaId}`,
  situacao: usuario.situacaoEmpresa,
  solicitadaEm: usuario.empresaSolicitadaEm,
};

const ativoNaEmpresa = (empresaId: string) =>
  and(
    eq(usuario.empresaId, empresaId),
    eq(usuario.situacaoEmpresa, SITUACAO_MEMBRO.ATIVO),
    eq(usuario.ativo, true),
  );

export function createMembrosRepository(db: Executor) {
  return {
    /** The company's users that are active members or have a request in. */
    listDaEmpresa: (empresaId: string): Promise<MembroRow[]> =>
      db
        .select(colunas)
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.ativo, true)))
        .orderBy(asc(usuario.nome)),

    findMembro: async (usuarioId: string): Promise<MembroRow | null> => {
      const [row] = await db
        .select(colunas)
        .from(usuario)
        .where(and(eq(usuario.id, usuarioId), eq(usuario.ativo, true)));
      return row && row.empresaId !== null ? row : null;
    },

    /**
     * Locks the company row for the rest of the transaction: two members removing each other at
     * once are serialised, so the count below cannot let both go and leave none.
     */
    lockEmpresa: async (empresaId: string) => {
      const [row] = await db
        .select({ id: empresa.id, nomeOficial: empresa.nomeOficial, cnpj: empresa.cnpj })
        .from(empresa)
        .where(eq(empresa.id, empresaId))
        .for('update');
      return row ?? null;
    },

    findEmpresa: async (empresaId: string) => {
      const [row] = await db
        .select({ id: empresa.id, nomeOficial: empresa.nomeOficial, cnpj: empresa.cnpj })
        .from(empresa)
        .where(eq(empresa.id, empresaId));
      return row ?? null;
    },

    countAtivos: async (empresaId: string): Promise<number> => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::integer` })
        .from(usuario)
        .where(ativoNaEmpresa(empresaId));
      return row?.total ?? 0;
    },

    /** Who the e-mail about a new request goes to. */
    listAtivos: (empresaId: string) =>
      db
        .select({ nome: usuario.nome, email: usuario.email })
        .from(usuario)
        .where(ativoNaEmpresa(empresaId)),

    decidir: async (
      usuarioId: string,
      situacao: 'ativo' | 'recusado' | 'removido',
      decididaPor: string,
      agora: Date,
    ): Promise<void> => {
      await db
        .update(usuario)
        .set({
          situacaoEmpresa: situacao,
          empresaDecididaPor: decididaPor,
          empresaDecididaEm: agora,
        })
        .where(eq(usuario.id, usuarioId));
    },

    /** Pending requests to companies where no active member is left to answer them. */
    listPedidosSemMembroAtivo: () => {
      const ativo = db
        .select({ id: sql`1` })
        .from(sql`usuario as membro`)
        .where(
          sql`membro.empresa_id = ${usuario.empresaId} and membro.situacao_empresa = ${SITUACAO_MEMBRO.ATIVO} and membro.ativo`,
        );
      return db
        .select({
          ...colunas,
          empresaNome: empresa.nomeOficial,
          empresaCnpj: empresa.cnpj,
        })
        .from(usuario)
        .innerJoin(empresa, eq(empresa.id, usuario.empresaId))
        .where(
          and(
            eq(usuario.situacaoEmpresa, SITUACAO_MEMBRO.PENDENTE),
            eq(usuario.ativo, true),
            notExists(ativo),
          ),
        )
        .orderBy(asc(usuario.empresaSolicitadaEm));
    },

    /** The signed-in user's own membership, with the company's name to show it. */
    findVinculo: async (usuarioId: string) => {
      const [row] = await db
        .select({
          situacao: usuario.situacaoEmpresa,
          solicitadaEm: usuario.empresaSolicitadaEm,
          empresaNome: empresa.nomeOficial,
        })
        .from(usuario)
        .innerJoin(empresa, eq(empresa.id, usuario.empresaId))
        .where(eq(usuario.id, usuarioId));
      return row ?? null;
    },

    /** The company's latest CNPJ proof, for the administrator deciding a request. */
    findProvaCnpj: async (empresaId: string) => {
      const [row] = await db
        .select({ id: arquivo.id, nomeOriginal: arquivo.nomeOriginal })
        .from(arquivo)
        .where(
          and(eq(arquivo.empresaId, empresaId), eq(arquivo.contexto, CONTEXTO_ARQUIVO.PROVA_CNPJ)),
        )
        .orderBy(desc(arquivo.dataHoraInclusao))
        .limit(1);
      return row ?? null;
    },
  };
}

export type MembrosRepository = ReturnType<typeof createMembrosRepository>;
