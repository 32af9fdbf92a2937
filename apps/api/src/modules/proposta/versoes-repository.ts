import { CATEGORIAS_ANEXO } from '@portal/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { inserirParaCada } from '../../infra/db/inserir-para-cada.ts';
import { propostaAlteracao, proposta } from '../../infra/db/schema-propostas.ts';
import { usuario } from '../../infra/db/schema.ts';
import { registroAuditoria } from '../../infra/db/schema-auditoria.ts';
import type { Alteracao } from '../versoes/conflito.ts';

/** What a save writes with its new version, besides the version itself. */
export interface EscritaComVersao {
  /** The changed columns and their new values. */
  valores?: Record<string, unknown>;
  /** The save's audit record, from `linhaDeAuditoria`. */
  auditoria?: typeof registroAuditoria.$inferInsert;
}

/** The versions of a solution: each save moves it by one and says who changed what. */
export function createVersoesRepository(db: Executor) {
  /**
   * One statement for the row, its version record and the audit record: under load every round
   * trip of a save waits its turn behind the other requests on the event loop. The two records
   * are selected from the update's result, so a guard that matches no row writes neither.
   */
  async function escrever(
    propostaId: string,
    usuarioId: string,
    campos: string[],
    { valores = {}, auditoria }: EscritaComVersao,
    marca: string | null,
  ): Promise<number | null> {
    const nova = db.$with('nova').as(
      db
        .update(proposta)
        .set({ ...valores, versao: sql`${proposta.versao} + 1`, dataAlteracao: sql`now()` })
        .where(
          and(eq(proposta.id, propostaId), marca === null ? undefined : sql`xmin = ${marca}::xid`),
        )
        .returning({ versao: proposta.versao }),
    );
    const trilha = auditoria
      ? [
          db
            .$with('trilha', { id: registroAuditoria.id })
            .as(sql`${inserirParaCada(registroAuditoria, auditoria, 'nova')} returning id`),
        ]
      : [];
    const [linha] = await db
      .with(nova, ...trilha)
      .insert(propostaAlteracao)
      .select(
        db
          .select({
            propostaId: sql`${propostaId}::uuid`.as('proposta_id'),
            versao: nova.versao,
            usuarioId: sql`${usuarioId}::uuid`.as('usuario_id'),
            alteradaEm: sql`now()`.as('alterada_em'),
            campos: sql`array[${sql.join(
              campos.map((campo) => sql`${campo}`),
              sql`, `,
            )}]::text[]`.as('campos'),
          })
          .from(nova),
      )
      .returning({ versao: propostaAlteracao.versao });
    return linha?.versao ?? null;
  }

  return {
    /**
     * Moves the solution to its next version and records who changed which fields, with the
     * save's changed columns and audit record, in the caller's transaction, after the row was
     * locked (so the status the caller checked is still the row's). Returns the new version.
     */
    async registrar(
      propostaId: string,
      usuarioId: string,
      campos: string[],
      escrita: EscritaComVersao = {},
    ): Promise<number> {
      const versao = await escrever(propostaId, usuarioId, campos, escrita, null);
      if (versao === null) throw new Error('solução sumiu com a linha travada');
      return versao;
    },

    /**
     * The same with no lock held: only if the row is still the one read with `marca`
     * (`proposta.paraEdicao`), so whatever the caller checked on it still holds. Null when
     * anything changed the row meanwhile; then nothing was written.
     */
    registrarSeInalterada: (
      marca: string,
      propostaId: string,
      usuarioId: string,
      campos: string[],
      escrita: EscritaComVersao,
    ): Promise<number | null> => escrever(propostaId, usuarioId, campos, escrita, marca),

    /** What was saved after version `versao`, newest first. */
    desde: (propostaId: string, versao: number): Promise<Alteracao[]> =>
      db
        .select({
          versao: propostaAlteracao.versao,
          nome: usuario.nome,
          alteradaEm: propostaAlteracao.alteradaEm,
          campos: propostaAlteracao.campos,
          agora: sql<Date>`now()`.mapWith((valor: string | Date) => new Date(valor)),
        })
        .from(propostaAlteracao)
        .innerJoin(usuario, eq(usuario.id, propostaAlteracao.usuarioId))
        .where(
          and(eq(propostaAlteracao.propostaId, propostaId), gt(propostaAlteracao.versao, versao)),
        )
        .orderBy(desc(propostaAlteracao.versao)),
  };
}

/**
 * A category's list of files changed: the solution moves to its next version, named after the
 * category (`anexos.fotos`). The signed form and the generated PDF are not the form's fields.
 */
export async function registrarAnexos(
  versoes: VersoesRepository,
  propostaId: string,
  usuarioId: string,
  contexto: number,
): Promise<void> {
  const categoria = CATEGORIAS_ANEXO.find((c) => c.contexto === contexto);
  if (categoria) {
    await versoes.registrar(propostaId, usuarioId, [`anexos.${categoria.caminho}`]);
  }
}

export type VersoesRepository = ReturnType<typeof createVersoesRepository>;
