import { asc, desc, eq, isNotNull, and, sql } from 'drizzle-orm';
import type { CriterioRubrica } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import {
  avaliacao,
  avaliacaoConfiguracao,
  rubrica,
  rubricaCriterio,
} from '../../infra/db/schema-avaliacao.ts';

const colunasCriterio = {
  codigo: rubricaCriterio.codigo,
  nome: rubricaCriterio.nome,
  orientacao: rubricaCriterio.orientacao,
  peso: rubricaCriterio.peso,
  escalaMinima: rubricaCriterio.escalaMinima,
  escalaMaxima: rubricaCriterio.escalaMaxima,
};

export function createRubricaRepository(db: Executor) {
  return {
    versaoAtual: async (): Promise<number | null> => {
      const [row] = await db
        .select({ versao: rubrica.versao })
        .from(rubrica)
        .orderBy(desc(rubrica.versao))
        .limit(1);
      return row?.versao ?? null;
    },

    criterios: (versao: number): Promise<CriterioRubrica[]> =>
      db
        .select(colunasCriterio)
        .from(rubricaCriterio)
        .where(eq(rubricaCriterio.rubricaVersao, versao))
        .orderBy(asc(rubricaCriterio.ordem)),

    /** A version that some submitted evaluation used: frozen from then on. */
    emUso: async (versao: number): Promise<boolean> => {
      const [row] = await db
        .select({ id: avaliacao.id })
        .from(avaliacao)
        .where(and(eq(avaliacao.rubricaVersao, versao), isNotNull(avaliacao.enviadaEm)))
        .limit(1);
      return row !== undefined;
    },

    /** Creates the version; false when another request created it first. */
    criarVersao: async (versao: number, criadaEm: Date, criadaPor: string | null) => {
      const rows = await db
        .insert(rubrica)
        .values({ versao, criadaEm, criadaPor })
        .onConflictDoNothing()
        .returning({ versao: rubrica.versao });
      return rows.length > 0;
    },

    substituirCriterios: async (versao: number, criterios: readonly CriterioRubrica[]) => {
      await db.delete(rubricaCriterio).where(eq(rubricaCriterio.rubricaVersao, versao));
      await db
        .insert(rubricaCriterio)
        .values(
          criterios.map((criterio, ordem) => ({ ...criterio, rubricaVersao: versao, ordem })),
        );
    },

    /** Serialises rubric changes: two administrators saving at once make one version each. */
    bloquear: async () => {
      await db.execute(sql`select pg_advisory_xact_lock(20250013)`);
    },

    margem: async (): Promise<number | null> => {
      const [row] = await db
        .select({ margem: avaliacaoConfiguracao.margemDivergencia })
        .from(avaliacaoConfiguracao);
      return row?.margem ?? null;
    },

    salvarMargem: async (margemDivergencia: number) => {
      await db
        .insert(avaliacaoConfiguracao)
        .values({ id: true, margemDivergencia })
        .onConflictDoUpdate({ target: avaliacaoConfiguracao.id, set: { margemDivergencia } });
    },
  };
}
