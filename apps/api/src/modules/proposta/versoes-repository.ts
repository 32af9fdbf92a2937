import { CATEGORIAS_ANEXO } from '@portal/domain';
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { propostaAlteracao, proposta } from '../../infra/db/schema-propostas.ts';
import { usuario } from '../../infra/db/schema.ts';
import { registroAuditoria } from '../../infra/db/schema-auditoria.ts';
import type { Alteracao } from '../versoes/conflito.ts';

/** What a save writes with its new version, besides the version itself. */
export interface EscritaComVersao {
  /** The changed columns and their new values. */
  valores?: Record<string, unknown>;
  /** What the row must meet to be written. */
  somenteSe?: SQL;
  /** The save's audit record, from `linhaDeAuditoria`. */
  auditoria?: typeof registroAuditoria.$inferInsert;
}

/** The versions of a solution: each save moves it by one and says who changed what. */
export function createVersoesRepository(db: Executor) {
  // One statement for the row, its version record and the save's audit record: under load
  // every round trip of a save waits its turn behind the other requests on the event loop.
  async function novaVersao(
    propostaId: string,
    usuarioId: string,
    campos: string[],
    escrita: EscritaComVersao = {},
  ): Promise<number | null> {
    const { valores = {}, somenteSe, auditoria } = escrita;
    // Written whatever the update finds: a save the condition refuses throws, and the caller's
    // transaction takes the record back with it.
    const trilha = auditoria
      ? [
          db
            .$with('trilha')
            .as(
              db
                .insert(registroAuditoria)
                .values(auditoria)
                .returning({ id: registroAuditoria.id }),
            ),
        ]
      : [];
    const nova = db.$with('nova').as(
      db
        .update(proposta)
        .set({ ...valores, versao: sql`${proposta.versao} + 1`, dataAlteracao: sql`now()` })
        .where(and(eq(proposta.id, propostaId), somenteSe))
        .returning({ versao: proposta.versao }),
    );
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
     * Moves the solution to its next version and records who changed which fields, in the
     * caller's transaction, after the row was locked. Returns the new version.
     */
    async registrar(propostaId: string, usuarioId: string, campos: string[]): Promise<number> {
      const versao = await novaVersao(propostaId, usuarioId, campos);
      if (versao === null) throw new Error('solução sumiu com a linha travada');
      return versao;
    },

    /**
     * The same, with the changed columns and the audit record, only if the row meets
     * `somenteSe`. Null when it does not: the caller must then throw, to undo the record.
     */
    registrarComValores: (
      propostaId: string,
      usuarioId: string,
      campos: string[],
      escrita: Required<EscritaComVersao>,
    ): Promise<number | null> => novaVersao(propostaId, usuarioId, campos, escrita),

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
