import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { MENSAGENS_HTTP } from '@portal/domain';
import type { Database, Transaction } from '../db/client.ts';
import { arquivo, arquivoConteudo } from '../db/schema.ts';
import { objetoARemover } from '../db/schema-armazenamento.ts';
import { HttpError } from '../../http/http-error.ts';
import type { S3Bucket } from './storage-s3.ts';

export type Armazenamento = 'banco' | 's3';

export type NovoArquivo = Omit<typeof arquivo.$inferInsert, 'armazenamento'> & { id: string };

/** What a transaction may do with file bytes. Rows are deleted through the repositories. */
export interface FileWriter {
  /** Stores a new file: its bytes (in the bucket first, when there is one), then its row. */
  inserir(valores: NovoArquivo, conteudo: Buffer): Promise<void>;
}

/**
 * Where file bytes live, apart from their metadata in `arquivo`: the database (`arquivo_conteudo`,
 * the embedded default) or an S3 bucket (`STORAGE_URL`), chosen at start. New files go to the
 * chosen place; each row says where its bytes are, so both are read while the move command runs.
 */
export interface FileStorage {
  readonly destino: Armazenamento;
  /** The bucket, when configured: the move command and the tests look into it. */
  readonly bucket: S3Bucket | null;
  /**
   * Runs `work` in one database transaction. A bucket cannot join it, so objects are written
   * before the row and removed again if the transaction fails; objects of rows deleted in it
   * go after the commit (see `removerPendentes`).
   */
  transaction<T>(work: (tx: Transaction, arquivos: FileWriter) => Promise<T>): Promise<T>;
  /** The file's bytes as a stream (one file in memory at most); null if there is none. */
  open(arquivoId: string): Promise<Readable | null>;
  /** The whole file, for the answers that carry it in base64. */
  read(arquivoId: string): Promise<Buffer | null>;
  /**
   * Deletes the objects of files that left the bucket in committed transactions (a deletion,
   * a cascade from a company, a move back to the database). Safe to run anywhere, any time.
   */
  removerPendentes(): Promise<number>;
}

// Nothing about the bucket's failure reaches the user but the usual 503; the log keeps it.
const indisponivel = (cause: unknown) =>
  Object.assign(new HttpError(503, MENSAGENS_HTTP.servicoIndisponivel), { cause });

/**
 * The bytes travel to and from the database as base64 text, decoded and encoded by the database:
 * PGlite converts a bytea parameter or column byte by byte in JavaScript (about 400 ms for
 * 2 MiB), against some 30 ms this way; node-postgres sends bytea as hex text anyway.
 */
export const conteudoParaBanco = (conteudo: Buffer) =>
  sql`decode(${conteudo.toString('base64')}, 'base64')`;

export const conteudoDoBanco = sql<string | null>`encode(${arquivoConteudo.conteudo}, 'base64')`;

// The database breaks its base64 into lines; Node's decoder skips the line breaks.
export const bytesDoBase64 = (base64: string) => Buffer.from(base64, 'base64');

const LOTE_REMOCAO = 100;

/** The app's logger, or the move command's console. */
export interface LogDeArmazenamento {
  error(detalhe: object, mensagem: string): void;
  warn(detalhe: object, mensagem: string): void;
}

export function createFileStorage(deps: {
  db: Database;
  bucket: S3Bucket | null;
  log: LogDeArmazenamento;
}): FileStorage {
  const { db, bucket, log } = deps;

  const noBucket = async <T>(acao: string, operacao: (b: S3Bucket) => Promise<T>): Promise<T> => {
    if (!bucket) {
      log.error({ acao }, 'arquivo no bucket, mas STORAGE_URL não está definida');
      throw indisponivel(new Error('STORAGE_URL ausente'));
    }
    try {
      return await operacao(bucket);
    } catch (error) {
      log.error({ err: error, acao }, 'falha no armazenamento de arquivos (S3)');
      throw indisponivel(error);
    }
  };

  /** The row's place and, when the database holds them, the bytes: one read either way. */
  const localizar = async (arquivoId: string) => {
    const [row] = await db
      .select({ armazenamento: arquivo.armazenamento, base64: conteudoDoBanco })
      .from(arquivo)
      .leftJoin(arquivoConteudo, eq(arquivoConteudo.arquivoId, arquivo.id))
      .where(eq(arquivo.id, arquivoId));
    return row ?? null;
  };

  const writerFor = (tx: Transaction, gravados: string[]): FileWriter => ({
    async inserir(valores, conteudo) {
      if (bucket) {
        await noBucket('gravar', (b) => b.put(valores.id, conteudo));
        gravados.push(valores.id);
        await tx.insert(arquivo).values({ ...valores, armazenamento: 's3' });
        return;
      }
      // Row and bytes in one statement: an upload waits for each round trip behind the other
      // requests on the event loop, holding its pooled connection all the while.
      const linha = tx.$with('linha').as(
        tx
          .insert(arquivo)
          .values({ ...valores, armazenamento: 'banco' })
          .returning({ id: arquivo.id }),
      );
      await tx
        .with(linha)
        .insert(arquivoConteudo)
        .select(
          tx
            .select({ arquivoId: linha.id, conteudo: conteudoParaBanco(conteudo).as('conteudo') })
            .from(linha),
        );
    },
  });

  async function removerPendentes(): Promise<number> {
    if (!bucket) return 0;
    let removidos = 0;
    for (;;) {
      const lote = await db
        .select({ arquivoId: objetoARemover.arquivoId })
        .from(objetoARemover)
        .limit(LOTE_REMOCAO);
      for (const { arquivoId } of lote) {
        // Object first, then the note: a failure in between only repeats a harmless delete.
        await bucket.delete(arquivoId);
        await db.delete(objetoARemover).where(eq(objetoARemover.arquivoId, arquivoId));
      }
      removidos += lote.length;
      if (lote.length < LOTE_REMOCAO) return removidos;
    }
  }

  const open = async (arquivoId: string): Promise<Readable | null> => {
    const row = await localizar(arquivoId);
    if (!row) return null;
    if (row.armazenamento === 'banco') {
      return row.base64 === null
        ? null
        : Readable.from([bytesDoBase64(row.base64)], { objectMode: false });
    }
    return noBucket('ler', (b) => b.open(arquivoId));
  };

  return {
    destino: bucket ? 's3' : 'banco',
    bucket,

    async transaction(work) {
      const gravados: string[] = [];
      let resultado;
      try {
        resultado = await db.transaction((tx) => work(tx, writerFor(tx, gravados)));
      } catch (error) {
        // Objects of a transaction that did not commit have no row: none is left behind.
        // A crash right here leaves one, which the move command's --orfaos sweeps.
        if (bucket) await Promise.allSettled(gravados.map((id) => bucket.delete(id)));
        throw error;
      }
      // The deletions are committed already; a failure here waits for the next sweep.
      await removerPendentes().catch((error: unknown) =>
        log.warn({ err: error }, 'objetos a remover ficam para a próxima limpeza'),
      );
      return resultado;
    },

    open,

    async read(arquivoId) {
      const stream = await open(arquivoId);
      if (!stream) return null;
      const partes: Buffer[] = [];
      try {
        for await (const parte of stream) partes.push(parte as Buffer);
      } catch (error) {
        throw indisponivel(error);
      }
      return Buffer.concat(partes);
    },

    removerPendentes,
  };
}
