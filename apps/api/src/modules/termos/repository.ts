import { desc, eq, max, sql } from 'drizzle-orm';
import type { VersaoTermos } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { aceiteTermos, termosVersao } from '../../infra/db/schema-privacidade.ts';
import { usuario } from '../../infra/db/schema.ts';

const versaoAtual = sql<number>`(select max(${termosVersao.versao}) from ${termosVersao})`;

/** The versions of the terms and privacy notice, and who accepted which. */
export function createTermosRepository(db: Executor) {
  return {
    atual: async () => {
      const [row] = await db
        .select({
          versao: termosVersao.versao,
          resumo: termosVersao.resumo,
          publicadaEm: termosVersao.publicadaEm,
        })
        .from(termosVersao)
        .orderBy(desc(termosVersao.versao))
        .limit(1);
      // Migration 0019 writes version 1; no version means a database the portal did not migrate.
      if (!row) throw new Error('termos_versao sem nenhuma versão');
      return row;
    },

    lista: async (): Promise<VersaoTermos[]> => {
      const rows = await db
        .select({
          versao: termosVersao.versao,
          resumo: termosVersao.resumo,
          publicadaEm: termosVersao.publicadaEm,
          publicadaPor: usuario.nome,
          aceites: sql<number>`(select count(*)::int from ${aceiteTermos} where ${aceiteTermos.versao} = ${termosVersao.versao})`,
        })
        .from(termosVersao)
        .leftJoin(usuario, eq(usuario.id, termosVersao.publicadaPor))
        .orderBy(desc(termosVersao.versao));
      return rows.map((row) => ({ ...row, publicadaEm: row.publicadaEm.toISOString() }));
    },

    /**
     * The next version number; two administrators publishing at once collide on the key. Who
     * publishes a version has read it: their acceptance is recorded with it.
     */
    publicar: async (resumo: string, usuarioId: string, agora: Date): Promise<number> => {
      const [row] = await db
        .insert(termosVersao)
        .values({
          versao: sql`(select coalesce(max(versao), 0) + 1 from termos_versao)`,
          resumo,
          publicadaEm: agora,
          publicadaPor: usuarioId,
        })
        .returning({ versao: termosVersao.versao });
      const versao = row!.versao;
      await db.insert(aceiteTermos).values({ usuarioId, versao, aceitoEm: agora });
      return versao;
    },

    registrarAceiteDaVersaoAtual: async (usuarioId: string): Promise<void> => {
      await db
        .insert(aceiteTermos)
        .values({ usuarioId, versao: versaoAtual, aceitoEm: sql`now()` });
    },

    /**
     * Records the acceptance of `versao` when it is the version in force; false when it is not
     * (a newer one was published while the person read). Accepting twice keeps the first.
     */
    aceitar: async (usuarioId: string, versao: number, agora: Date): Promise<boolean> => {
      const [row] = await db.select({ atual: max(termosVersao.versao) }).from(termosVersao);
      if (row?.atual !== versao) return false;
      await db
        .insert(aceiteTermos)
        .values({ usuarioId, versao, aceitoEm: agora })
        .onConflictDoNothing();
      return true;
    },

    aceitesDe: async (usuarioId: string) =>
      db
        .select({ versao: aceiteTermos.versao, aceitoEm: aceiteTermos.aceitoEm })
        .from(aceiteTermos)
        .where(eq(aceiteTermos.usuarioId, usuarioId))
        .orderBy(aceiteTermos.versao),
  };
}
