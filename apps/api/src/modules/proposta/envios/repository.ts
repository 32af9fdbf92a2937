import { CONTEXTO_ARQUIVO } from '@portal/domain';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../../infra/db/client.ts';
import { propostaEnvio, propostaEnvioArquivo } from '../../../infra/db/schema-envios.ts';
import { usuario } from '../../../infra/db/schema.ts';
import type { createArquivoRepository } from '../../fileindexer/repository.ts';
import { camposDoFormulario, type PropostaRepository } from '../repository.ts';

const arquivoColumns = {
  id: propostaEnvioArquivo.arquivoId,
  nomeOriginal: propostaEnvioArquivo.nomeOriginal,
  tipo: propostaEnvioArquivo.tipo,
  tamanho: propostaEnvioArquivo.tamanho,
  contexto: propostaEnvioArquivo.contexto,
};

const doEnvio = (propostaId: string, numero: number) =>
  and(eq(propostaEnvioArquivo.propostaId, propostaId), eq(propostaEnvioArquivo.numero, numero));

/** The signed submissions of a solution, frozen: written once, read ever after. */
/** The repository it leans on, bound to the same executor: given by the composition. */
export interface DependenciasDosEnvios {
  readonly proposta: PropostaRepository;
}

export function createEnviosRepository(db: Executor, repos: DependenciasDosEnvios) {
  return {
    /**
     * Freezes the solution as it stands, in the caller's transaction and with its row locked:
     * every field and every file but the unsigned generated form. Returns the new number.
     */
    async congelar(propostaId: string, usuarioId: string, agora: Date): Promise<number> {
      const row = await repos.proposta.findById(propostaId);
      if (!row) throw new Error('solução sumiu com a linha travada');
      const [ultimo] = await db
        .select({ numero: max(propostaEnvio.numero) })
        .from(propostaEnvio)
        .where(eq(propostaEnvio.propostaId, propostaId));
      const numero = (ultimo?.numero ?? 0) + 1;
      await db.insert(propostaEnvio).values({
        propostaId,
        numero,
        usuarioId,
        enviadaEm: agora,
        campos: camposDoFormulario(row),
      });
      // Copied in the database: the list of files never travels to the server and back.
      await db.execute(sql`
        insert into proposta_envio_arquivo
          (proposta_id, numero, arquivo_id, contexto, nome_original, tipo, tamanho)
        select proposta_id, ${numero}, id, contexto, nome_original, tipo, tamanho
        from arquivo
        where proposta_id = ${propostaId} and contexto <> ${CONTEXTO_ARQUIVO.PDF_GERADO}`);
      return numero;
    },

    /** Newest first, with who sent each and how many files it holds. */
    listar: (propostaId: string) =>
      db
        .select({
          numero: propostaEnvio.numero,
          enviadaEm: propostaEnvio.enviadaEm,
          enviadaPor: usuario.nome,
          arquivos: count(propostaEnvioArquivo.arquivoId),
        })
        .from(propostaEnvio)
        .innerJoin(usuario, eq(usuario.id, propostaEnvio.usuarioId))
        .leftJoin(
          propostaEnvioArquivo,
          and(
            eq(propostaEnvioArquivo.propostaId, propostaEnvio.propostaId),
            eq(propostaEnvioArquivo.numero, propostaEnvio.numero),
          ),
        )
        .where(eq(propostaEnvio.propostaId, propostaId))
        .groupBy(propostaEnvio.numero, propostaEnvio.enviadaEm, usuario.nome)
        .orderBy(sql`${propostaEnvio.numero} desc`),

    async obter(propostaId: string, numero: number) {
      const [envio] = await db
        .select({
          numero: propostaEnvio.numero,
          enviadaEm: propostaEnvio.enviadaEm,
          enviadaPor: usuario.nome,
          campos: propostaEnvio.campos,
        })
        .from(propostaEnvio)
        .innerJoin(usuario, eq(usuario.id, propostaEnvio.usuarioId))
        .where(and(eq(propostaEnvio.propostaId, propostaId), eq(propostaEnvio.numero, numero)));
      if (!envio) return null;
      const arquivos = await db
        .select(arquivoColumns)
        .from(propostaEnvioArquivo)
        .where(doEnvio(propostaId, numero))
        .orderBy(asc(propostaEnvioArquivo.contexto), asc(propostaEnvioArquivo.nomeOriginal));
      return { ...envio, arquivos };
    },

    /** The files of one context that any submission of the solution held (its signed forms). */
    enviadosDoContexto: (propostaId: string, contexto: number) =>
      db
        .selectDistinct({ id: propostaEnvioArquivo.arquivoId })
        .from(propostaEnvioArquivo)
        .where(
          and(
            eq(propostaEnvioArquivo.propostaId, propostaId),
            eq(propostaEnvioArquivo.contexto, contexto),
          ),
        ),

    /** Whether a submission of the solution held a file of this name (case aside). */
    async existsNomeEnviado(propostaId: string, nomeOriginal: string): Promise<boolean> {
      const rows = await db
        .select({ id: propostaEnvioArquivo.arquivoId })
        .from(propostaEnvioArquivo)
        .where(
          and(
            eq(propostaEnvioArquivo.propostaId, propostaId),
            sql`lower(${propostaEnvioArquivo.nomeOriginal}) = lower(${nomeOriginal})`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async arquivo(propostaId: string, numero: number, arquivoId: string) {
      const [row] = await db
        .select(arquivoColumns)
        .from(propostaEnvioArquivo)
        .where(and(doEnvio(propostaId, numero), eq(propostaEnvioArquivo.arquivoId, arquivoId)));
      return row ?? null;
    },
  };
}

/** Whether any submission holds the file: then removing it only takes it off the solution. */
async function arquivoEmEnvio(db: Executor, arquivoId: string): Promise<boolean> {
  const [row] = await db
    .select({ arquivoId: propostaEnvioArquivo.arquivoId })
    .from(propostaEnvioArquivo)
    .where(eq(propostaEnvioArquivo.arquivoId, arquivoId))
    .limit(1);
  return row !== undefined;
}

/**
 * Takes a file off its solution. A signed submission holding it keeps it: the row only loses its
 * solution, so the version still lists it and serves its bytes. Whether the file was still there.
 */
export async function retirarDaProposta(
  db: Executor,
  arquivos: ReturnType<typeof createArquivoRepository>,
  arquivoId: string,
): Promise<boolean> {
  return (await arquivoEmEnvio(db, arquivoId))
    ? arquivos.desvincularDaProposta(arquivoId)
    : arquivos.deleteById(arquivoId);
}
