import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import {
  decisaoAssinatura,
  pdfGeradoHash,
  verificacaoAssinatura,
} from '../../infra/db/schema-assinatura.ts';
import { empresa, usuario } from '../../infra/db/schema.ts';

export type NovaVerificacao = typeof verificacaoAssinatura.$inferInsert;
export type NovaDecisao = typeof decisaoAssinatura.$inferInsert;

export function createAssinaturaRepository(db: Executor) {
  return {
    /**
     * Once per distinct PDF, with the solution's version it was made from: the same bytes
     * generated again from a newer version count as that version's.
     */
    registrarPdfGerado: async (propostaId: string, sha256: string, versao: number) => {
      await db
        .insert(pdfGeradoHash)
        .values({ propostaId, sha256, versao })
        .onConflictDoUpdate({
          target: [pdfGeradoHash.propostaId, pdfGeradoHash.sha256],
          set: { versao: sql`greatest(${pdfGeradoHash.versao}, excluded.versao)` },
        });
    },

    /** Every PDF generated for the solution, or only those made from `versao` or later. */
    hashesGerados: async (propostaId: string, versao?: number): Promise<string[]> => {
      const rows = await db
        .select({ sha256: pdfGeradoHash.sha256 })
        .from(pdfGeradoHash)
        .where(
          and(
            eq(pdfGeradoHash.propostaId, propostaId),
            versao === undefined ? undefined : gte(pdfGeradoHash.versao, versao),
          ),
        );
      return rows.map((r) => r.sha256);
    },

    cpfResponsavel: async (empresaId: string): Promise<string | null> => {
      const [row] = await db
        .select({ cpf: empresa.responsavelLegalCpf })
        .from(empresa)
        .where(eq(empresa.id, empresaId));
      return row?.cpf ?? null;
    },

    inserirVerificacao: async (verificacao: NovaVerificacao): Promise<void> => {
      await db.insert(verificacaoAssinatura).values(verificacao);
    },

    /** The verification with its row locked, so two decisions on it queue. */
    lockVerificacao: async (id: string) => {
      const [row] = await db
        .select({
          propostaId: verificacaoAssinatura.propostaId,
          veredito: verificacaoAssinatura.veredito,
        })
        .from(verificacaoAssinatura)
        .where(eq(verificacaoAssinatura.id, id))
        .for('update');
      return row ?? null;
    },

    existeDecisao: async (verificacaoId: string): Promise<boolean> => {
      const rows = await db
        .select({ id: decisaoAssinatura.verificacaoId })
        .from(decisaoAssinatura)
        .where(eq(decisaoAssinatura.verificacaoId, verificacaoId));
      return rows.length > 0;
    },

    inserirDecisao: async (decisao: NovaDecisao): Promise<void> => {
      await db.insert(decisaoAssinatura).values(decisao);
    },

    /** Every verification of the solution, newest first, with staff's decision if any. */
    listarPorProposta: async (propostaId: string) =>
      db
        .select({
          id: verificacaoAssinatura.id,
          arquivoId: verificacaoAssinatura.arquivoId,
          veredito: verificacaoAssinatura.veredito,
          motivos: verificacaoAssinatura.motivos,
          evidencias: verificacaoAssinatura.evidencias,
          verificadaEm: verificacaoAssinatura.verificadaEm,
          decisao: decisaoAssinatura.decisao,
          justificativa: decisaoAssinatura.justificativa,
          decididaEm: decisaoAssinatura.decididaEm,
          decididaPor: usuario.nome,
        })
        .from(verificacaoAssinatura)
        .leftJoin(decisaoAssinatura, eq(decisaoAssinatura.verificacaoId, verificacaoAssinatura.id))
        .leftJoin(usuario, eq(usuario.id, decisaoAssinatura.usuarioId))
        .where(eq(verificacaoAssinatura.propostaId, propostaId))
        .orderBy(desc(verificacaoAssinatura.verificadaEm), desc(verificacaoAssinatura.id)),
  };
}
