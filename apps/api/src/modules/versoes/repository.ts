import { and, desc, eq, gt, like, max, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { usuario } from '../../infra/db/schema.ts';
import { registroAlteracao } from '../../infra/db/schema-versoes.ts';

/** Before any save a record is at version 1, the copy it was created as. */
const VERSAO_INICIAL = 1;

/**
 * The versions of the records besides a solution (0015_versoes_registros.sql): a record is a key
 * such as `calendario` or `usuario:<id>`, and its version is its last save's.
 */
export function createRegistroVersoesRepository(db: Executor) {
  const atual = async (registro: string): Promise<number> => {
    const [linha] = await db
      .select({ versao: max(registroAlteracao.versao) })
      .from(registroAlteracao)
      .where(eq(registroAlteracao.registro, registro));
    return linha?.versao ?? VERSAO_INICIAL;
  };

  return {
    atual,

    /** Each record of a kind (`documento:`) that was ever saved, with its version. */
    async atuaisDoTipo(tipo: string): Promise<Map<string, number>> {
      const linhas = await db
        .select({ registro: registroAlteracao.registro, versao: max(registroAlteracao.versao) })
        .from(registroAlteracao)
        .where(like(registroAlteracao.registro, `${tipo}:%`))
        .groupBy(registroAlteracao.registro);
      return new Map(
        linhas.map((l) => [l.registro.slice(tipo.length + 1), l.versao ?? VERSAO_INICIAL]),
      );
    },

    /**
     * Serialises the saves of one record until the caller's transaction ends, then reads its
     * version: two saves from the same copy cannot both pass the check.
     */
    async travar(registro: string): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${registro}, 0))`);
      return atual(registro);
    },

    async registrar(linha: typeof registroAlteracao.$inferInsert): Promise<void> {
      await db.insert(registroAlteracao).values(linha);
    },

    /** What was saved after version `versao`, newest first. */
    desde: (registro: string, versao: number) =>
      db
        .select({
          versao: registroAlteracao.versao,
          nome: usuario.nome,
          alteradaEm: registroAlteracao.alteradaEm,
          campos: registroAlteracao.campos,
        })
        .from(registroAlteracao)
        .innerJoin(usuario, eq(usuario.id, registroAlteracao.usuarioId))
        .where(and(eq(registroAlteracao.registro, registro), gt(registroAlteracao.versao, versao)))
        .orderBy(desc(registroAlteracao.versao)),
  };
}
