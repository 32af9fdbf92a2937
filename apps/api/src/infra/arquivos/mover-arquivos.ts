import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { arquivo, arquivoConteudo } from '../db/schema.ts';
import type { S3Bucket } from './storage-s3.ts';
import {
  bytesDoBase64,
  conteudoDoBanco,
  conteudoParaBanco,
  type Armazenamento,
  type FileStorage,
} from './storage.ts';

const LOTE = 100;

/**
 * An object younger than this may belong to an upload whose transaction has not committed yet;
 * the sweep leaves it for the next run.
 */
export const IDADE_MINIMA_ORFAO_MS = 60 * 60 * 1000;

interface Impressao {
  tamanho: number;
  sha256: string;
}

const impressao = (bytes: Buffer): Impressao => ({
  tamanho: bytes.length,
  sha256: createHash('sha256').update(bytes).digest('hex'),
});

async function lerStream(stream: Readable): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const parte of stream) partes.push(parte as Buffer);
  return Buffer.concat(partes);
}

/**
 * Moves every file whose bytes are not at `para` yet, one file at a time: copy, read the copy
 * back and compare size and SHA-256, then switch the row and drop the source in one
 * transaction. Each file is either moved or untouched, so an interrupted run is simply run
 * again. Stops at the first failure (a bucket that went away fails every file after it).
 */
export async function moverArquivos(opcoes: {
  db: Database;
  storage: FileStorage;
  para: Armazenamento;
  aoMover?: (arquivoId: string, total: number) => void;
}): Promise<{ movidos: number }> {
  const { db, storage, para } = opcoes;
  const bucket = storage.bucket;
  if (!bucket) throw new Error('defina STORAGE_URL: o bucket é a origem ou o destino');
  // A removal still pending from an earlier move back could otherwise delete an object
  // this run is about to write again.
  await storage.removerPendentes();
  const origem: Armazenamento = para === 's3' ? 'banco' : 's3';
  const mover = para === 's3' ? paraBucket : paraBanco;
  let movidos = 0;
  let ultimo = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const lote = await db
      .select({ id: arquivo.id })
      .from(arquivo)
      .where(and(eq(arquivo.armazenamento, origem), gt(arquivo.id, ultimo)))
      .orderBy(asc(arquivo.id))
      .limit(LOTE);
    for (const { id } of lote) {
      if (!(await mover(db, bucket, id))) continue;
      movidos++;
      opcoes.aoMover?.(id, movidos);
    }
    if (lote.length < LOTE) break;
    ultimo = lote[lote.length - 1]!.id;
  }
  await storage.removerPendentes();
  return { movidos };
}

/** Locks the row if its bytes are still at `origem`; false when it moved or went meanwhile. */
const travarSeEm = async (tx: Transaction, id: string, origem: Armazenamento) => {
  const rows = await tx
    .select({ id: arquivo.id })
    .from(arquivo)
    .where(and(eq(arquivo.id, id), eq(arquivo.armazenamento, origem)))
    .for('update');
  return rows.length > 0;
};

async function paraBucket(db: Database, bucket: S3Bucket, id: string): Promise<boolean> {
  const [row] = await db
    .select({ base64: conteudoDoBanco })
    .from(arquivoConteudo)
    .where(eq(arquivoConteudo.arquivoId, id));
  if (!row?.base64) throw new Error(`arquivo ${id} sem conteúdo no banco`);
  const bytes = bytesDoBase64(row.base64);
  const esperado = impressao(bytes);
  await bucket.put(id, bytes);
  const copia = await bucket.open(id);
  const obtido = copia && impressao(await lerStream(copia));
  if (obtido?.sha256 !== esperado.sha256 || obtido.tamanho !== esperado.tamanho) {
    throw new Error(`a cópia no bucket do arquivo ${id} não confere`);
  }
  const movido = await db.transaction(async (tx) => {
    if (!(await travarSeEm(tx, id, 'banco'))) return false;
    await tx.update(arquivo).set({ armazenamento: 's3' }).where(eq(arquivo.id, id));
    await tx.delete(arquivoConteudo).where(eq(arquivoConteudo.arquivoId, id));
    return true;
  });
  // Deleted (or moved by another run) while it was copied: the copy has no row.
  if (!movido) await bucket.delete(id);
  return movido;
}

async function paraBanco(db: Database, bucket: S3Bucket, id: string): Promise<boolean> {
  const objeto = await bucket.open(id);
  if (!objeto) throw new Error(`arquivo ${id} sem objeto no bucket`);
  const bytes = await lerStream(objeto);
  const esperado = impressao(bytes);
  return db.transaction(async (tx) => {
    if (!(await travarSeEm(tx, id, 's3'))) return false;
    await tx
      .insert(arquivoConteudo)
      .values({ arquivoId: id, conteudo: conteudoParaBanco(bytes) })
      .onConflictDoUpdate({
        target: arquivoConteudo.arquivoId,
        set: { conteudo: sql`excluded.conteudo` },
      });
    const [gravado] = await tx
      .select({
        tamanho: sql<number>`octet_length(${arquivoConteudo.conteudo})`,
        sha256: sql<string>`encode(sha256(${arquivoConteudo.conteudo}), 'hex')`,
      })
      .from(arquivoConteudo)
      .where(eq(arquivoConteudo.arquivoId, id));
    if (gravado?.sha256 !== esperado.sha256 || Number(gravado.tamanho) !== esperado.tamanho) {
      throw new Error(`a cópia no banco do arquivo ${id} não confere`);
    }
    // The trigger notes the object for removal; it goes after the commit.
    await tx.update(arquivo).set({ armazenamento: 'banco' }).where(eq(arquivo.id, id));
    return true;
  });
}

/**
 * Deletes objects no file row points at: what a crash between an upload's write to the bucket
 * and its commit leaves. Young objects are spared (their upload may still be committing).
 */
export async function removerOrfaos(opcoes: {
  db: Database;
  bucket: S3Bucket;
  agora: Date;
}): Promise<{ removidos: number }> {
  const { db, bucket, agora } = opcoes;
  const limite = agora.getTime() - IDADE_MINIMA_ORFAO_MS;
  let removidos = 0;
  let lote: string[] = [];
  const conferir = async () => {
    const comLinha = await db
      .select({ id: arquivo.id })
      .from(arquivo)
      .where(and(inArray(arquivo.id, lote), eq(arquivo.armazenamento, 's3')));
    const vivos = new Set(comLinha.map((row) => row.id));
    for (const id of lote.filter((id) => !vivos.has(id))) {
      await bucket.delete(id);
      removidos++;
    }
    lote = [];
  };
  for await (const { arquivoId, modificadoEm } of bucket.list()) {
    // Keys this portal did not write (not a file id) are none of its business.
    if (!/^[0-9a-f-]{36}$/.test(arquivoId)) continue;
    if (modificadoEm === null || modificadoEm.getTime() > limite) continue;
    lote.push(arquivoId);
    if (lote.length === LOTE) await conferir();
  }
  if (lote.length > 0) await conferir();
  return { removidos };
}
