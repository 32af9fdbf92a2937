import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { DatabaseClient, SqlSession } from '../../infra/db/client.ts';
import type { S3Bucket } from '../../infra/arquivos/storage-s3.ts';
import { bytesDoBase64 } from '../../infra/arquivos/storage.ts';
import { abrirEscrita, FORMATO, type EscritaDaCopia, type Manifesto } from './arquivo-copia.ts';
import { CopiaRecusada } from './copia-recusada.ts';
import { lerSequencias } from './sequencias.ts';
import { tabelasDoPortal } from './tabelas.ts';

export interface OpcoesDaCopia {
  database: DatabaseClient;
  /** The bucket of STORAGE_URL, where files marked `s3` keep their bytes. */
  bucket: S3Bucket | null;
  destino: string;
  /** BACKUP_KEY: with it the archive is encrypted. */
  chave: string | null;
  progresso?: (linha: string) => void;
}

// Rows come from a cursor in batches, so a big table never sits in memory whole.
const LOTE = 1000;

/**
 * Writes every table and every file's bytes into one archive. Everything is read in one
 * repeatable-read transaction: on PostgreSQL the portal keeps serving and the archive still
 * shows one instant (no solution without its status entry, no file row without its bytes).
 */
export async function gerarCopia(opcoes: OpcoesDaCopia): Promise<Manifesto> {
  const { database, destino, chave } = opcoes;
  const progresso = opcoes.progresso ?? (() => undefined);
  // Beside the archive, on the disk the operator chose for backups: a big table may not fit /tmp.
  const temporaria = await mkdtemp(join(dirname(destino), '.copia-tabelas-')).catch(() => {
    throw new CopiaRecusada(`A pasta ${dirname(destino)} não existe ou não aceita gravação.`);
  });
  const escrita = await abrirEscrita(destino, chave);
  try {
    const manifesto = await database.withSession(async (session) => {
      await session.exec('begin isolation level repeatable read read only');
      try {
        const [{ portal }] = (await session.query<{ portal: boolean }>(
          `select to_regclass('schema_migrations') is not null as portal`,
        )) as [{ portal: boolean }];
        if (!portal) {
          throw new CopiaRecusada(
            'Este banco não tem o portal (nenhuma migração aplicada): confira DATABASE_URL, DATA_DIR e DATABASE_SCHEMA.',
          );
        }
        const migracoes = await session.query<{ id: string }>(
          'select id from schema_migrations order by id',
        );
        const manifesto: Manifesto = {
          formato: FORMATO,
          criadaEm: new Date().toISOString(),
          banco: database.kind,
          migracoes: migracoes.map((m) => m.id),
          tabelas: [],
          arquivos: [],
          sequencias: await lerSequencias(session),
        };
        for (const tabela of await tabelasDoPortal(session)) {
          const gravada = await copiarTabela(session, escrita, tabela, join(temporaria, tabela));
          manifesto.tabelas.push(gravada);
          progresso(`tabela ${tabela}: ${gravada.linhas} linha(s)`);
        }
        manifesto.arquivos = await copiarArquivos(session, escrita, opcoes.bucket, progresso);
        return manifesto;
      } finally {
        await session.exec('rollback');
      }
    });
    await escrita.concluir(manifesto);
    progresso(`cópia concluída: ${destino}`);
    return manifesto;
  } catch (error) {
    await escrita.abandonar();
    throw error;
  } finally {
    await rm(temporaria, { recursive: true, force: true });
  }
}

/**
 * A tar entry states its size before its bytes, which a table's JSON lines only know at the end:
 * they go through a temporary file first.
 */
async function copiarTabela(
  session: SqlSession,
  escrita: EscritaDaCopia,
  tabela: string,
  temporario: string,
) {
  const arquivo = createWriteStream(temporario);
  const hash = createHash('sha256');
  let linhas = 0;
  let tamanho = 0;
  await session.exec(
    `declare copia_tabela no scroll cursor for select row_to_json(t)::text as linha from "${tabela}" t`,
  );
  for (;;) {
    const lote = await session.query<{ linha: string }>(`fetch ${LOTE} from copia_tabela`);
    if (lote.length === 0) break;
    const texto = Buffer.from(lote.map((l) => `${l.linha}\n`).join(''));
    hash.update(texto);
    tamanho += texto.length;
    linhas += lote.length;
    if (!arquivo.write(texto)) await once(arquivo, 'drain');
  }
  await session.exec('close copia_tabela');
  arquivo.end();
  await finished(arquivo);
  await escrita.tabela(tabela, tamanho, createReadStream(temporario));
  await rm(temporario);
  return { nome: tabela, linhas, sha256: hash.digest('hex') };
}

// One file in memory at a time, as the portal itself serves them: files are capped at upload.
async function copiarArquivos(
  session: SqlSession,
  escrita: EscritaDaCopia,
  bucket: S3Bucket | null,
  progresso: (linha: string) => void,
) {
  const arquivos: Manifesto['arquivos'] = [];
  await session.exec(
    `declare copia_arquivos no scroll cursor for
       select id, tamanho, armazenamento from arquivo order by id`,
  );
  for (;;) {
    const lote = await session.query<{ id: string; tamanho: number; armazenamento: string }>(
      `fetch ${LOTE} from copia_arquivos`,
    );
    if (lote.length === 0) break;
    for (const { id, tamanho, armazenamento } of lote) {
      const bytes =
        armazenamento === 's3' ? await doBucket(bucket, id) : await doBanco(session, id);
      if (bytes.length !== tamanho) {
        throw new Error(
          `O arquivo ${id} tem ${bytes.length} bytes, e não ${tamanho} como registrado.`,
        );
      }
      await escrita.arquivo(id, bytes);
      arquivos.push({ id, tamanho, sha256: createHash('sha256').update(bytes).digest('hex') });
      if (arquivos.length % 100 === 0) progresso(`${arquivos.length} arquivo(s) copiado(s)…`);
    }
  }
  await session.exec('close copia_arquivos');
  progresso(`${arquivos.length} arquivo(s) copiado(s)`);
  return arquivos;
}

async function doBanco(session: SqlSession, id: string): Promise<Buffer> {
  const [linha] = await session.query<{ base64: string }>(
    `select encode(conteudo, 'base64') as base64 from arquivo_conteudo where arquivo_id = $1`,
    [id],
  );
  if (!linha) throw new Error(`O arquivo ${id} não tem conteúdo no banco.`);
  return bytesDoBase64(linha.base64);
}

async function doBucket(bucket: S3Bucket | null, id: string): Promise<Buffer> {
  if (bucket === null) {
    throw new Error(`O arquivo ${id} está no bucket, mas STORAGE_URL não está definida.`);
  }
  const stream = await bucket.open(id);
  if (stream === null) throw new Error(`O arquivo ${id} não está no bucket.`);
  const partes: Buffer[] = [];
  for await (const parte of stream) partes.push(parte as Buffer);
  return Buffer.concat(partes);
}
