import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip, createGzip } from 'node:zlib';
import { Decrypter, Encrypter } from 'age-encryption';
import tar from 'tar-stream';
import { CopiaRecusada } from './copia-recusada.ts';
import type { ValoresDasSequencias } from './sequencias.ts';

/**
 * The archive: a gzipped tar, encrypted with age when BACKUP_KEY is set. Tables travel as JSON
 * lines (`tabelas/<tabela>.jsonl`), each file's bytes as an entry of their own
 * (`arquivos/<id>`), and `manifesto.json` comes last with the SHA-256 of every other entry:
 * reading to the end proves the archive whole, and a missing manifest means a cut one.
 */
export const FORMATO = 1;
export const MANIFESTO = 'manifesto.json';

export interface Manifesto {
  formato: number;
  criadaEm: string;
  banco: 'pglite' | 'postgres';
  /** `schema_migrations` of the source, in order: the schema the rows fit. */
  migracoes: string[];
  tabelas: { nome: string; linhas: number; sha256: string }[];
  arquivos: { id: string; tamanho: number; sha256: string }[];
  /** The next value of each sequence; absent from archives made before it was recorded. */
  sequencias?: ValoresDasSequencias;
}

const entradaTabela = (tabela: string) => `tabelas/${tabela}.jsonl`;
const entradaArquivo = (id: string) => `arquivos/${id}`;

/** What an entry's name holds: a table's rows, a file's bytes or the manifest. */
export function tipoDaEntrada(
  nome: string,
): { tipo: 'tabela' | 'arquivo'; nome: string } | { tipo: 'manifesto' } | null {
  if (nome === MANIFESTO) return { tipo: 'manifesto' };
  const tabela = /^tabelas\/([a-z_][a-z0-9_]*)\.jsonl$/.exec(nome);
  if (tabela) return { tipo: 'tabela', nome: tabela[1]! };
  const arquivo = /^arquivos\/([0-9a-f-]{36})$/.exec(nome);
  if (arquivo) return { tipo: 'arquivo', nome: arquivo[1]! };
  return null;
}

// age's passphrase mode (scrypt) is the whole of the cryptography: nothing here is hand-made.
const cifrar = async (entrada: Readable, chave: string): Promise<Readable> => {
  const encrypter = new Encrypter();
  encrypter.setPassphrase(chave);
  const web = Readable.toWeb(entrada) as unknown as ReadableStream<Uint8Array>;
  return Readable.fromWeb((await encrypter.encrypt(web)) as unknown as WebReadableStream);
};

const decifrar = async (entrada: Readable, chave: string): Promise<Readable> => {
  const decrypter = new Decrypter();
  decrypter.addPassphrase(chave);
  const web = Readable.toWeb(entrada) as unknown as ReadableStream<Uint8Array>;
  try {
    return Readable.fromWeb((await decrypter.decrypt(web)) as unknown as WebReadableStream);
  } catch {
    throw new CopiaRecusada('A chave BACKUP_KEY não abre esta cópia: confira a chave usada.');
  }
};

export interface EscritaDaCopia {
  /** Adds an entry whose size is known before its bytes are read. */
  adicionar(nome: string, tamanho: number, bytes: Readable | Buffer): Promise<void>;
  tabela(tabela: string, tamanho: number, bytes: Readable): Promise<void>;
  arquivo(id: string, bytes: Buffer): Promise<void>;
  /** Writes the manifest, closes the archive and only then gives it its final name. */
  concluir(manifesto: Manifesto): Promise<void>;
  /** Removes the partial file after a failure. */
  abandonar(): Promise<void>;
}

/**
 * Writes under `<destino>.parcial` and renames at the end, so a half-written archive never
 * carries a backup's name.
 */
export async function abrirEscrita(destino: string, chave: string | null): Promise<EscritaDaCopia> {
  const parcial = `${destino}.parcial`;
  const pack = tar.pack();
  const gzip = createGzip();
  pack.pipe(gzip);
  const saida = chave === null ? gzip : await cifrar(gzip, chave);
  const gravado = pipeline(saida, createWriteStream(parcial));
  // A failed file (a full disk) fails the entry being written too, instead of leaving it waiting
  // on a pack nobody reads; `concluir` hears it again.
  gravado.catch((erro: unknown) => pack.destroy(erro as Error));

  const adicionar = (nome: string, tamanho: number, bytes: Readable | Buffer) =>
    new Promise<void>((resolve, reject) => {
      if (Buffer.isBuffer(bytes)) {
        pack.entry({ name: nome, size: tamanho }, bytes, (erro) =>
          erro ? reject(erro) : resolve(),
        );
        return;
      }
      // tar-stream's entries are streamx streams, which Node's `pipe` drives as its own.
      const entrada = pack.entry({ name: nome, size: tamanho }, (erro) =>
        erro ? reject(erro) : resolve(),
      ) as unknown as Writable;
      bytes.on('error', reject);
      bytes.pipe(entrada);
    });

  return {
    adicionar,
    tabela: (tabela, tamanho, bytes) => adicionar(entradaTabela(tabela), tamanho, bytes),
    arquivo: (id, bytes) => adicionar(entradaArquivo(id), bytes.length, bytes),
    async concluir(manifesto) {
      const texto = Buffer.from(JSON.stringify(manifesto, null, 1));
      await adicionar(MANIFESTO, texto.length, texto);
      pack.finalize();
      await gravado;
      await rename(parcial, destino);
    },
    async abandonar() {
      // `pipe` does not pass the pack's end on to gzip: both go, so the file's pipeline settles.
      pack.destroy();
      gzip.destroy();
      await gravado.catch(() => undefined);
      await rm(parcial, { force: true });
    },
  };
}

const CABECALHO_AGE = Buffer.from('age-encryption.org/');

async function estaCifrada(origem: string): Promise<boolean> {
  const arquivo = await open(origem, 'r');
  try {
    const inicio = Buffer.alloc(CABECALHO_AGE.length);
    await arquivo.read(inicio, 0, inicio.length, 0);
    return inicio.equals(CABECALHO_AGE);
  } finally {
    await arquivo.close();
  }
}

const DANIFICADA =
  'A cópia está danificada ou incompleta (o conteúdo não confere com o manifesto); nada foi alterado.';

export const danificada = (detalhe?: string) =>
  new CopiaRecusada(detalhe ? `${DANIFICADA} Detalhe: ${detalhe}.` : DANIFICADA);

/**
 * Reads the entries in order; `aoLer` gets each entry's bytes as a stream and must consume it.
 * Any fault of the container (a cut gzip, a broken tar, a wrong key) becomes a refusal.
 */
export async function lerEntradas(
  origem: string,
  chave: string | null,
  aoLer: (nome: string, bytes: Readable) => Promise<void>,
): Promise<void> {
  let entrada: Readable;
  try {
    entrada = createReadStream(origem);
    if (await estaCifrada(origem)) {
      if (chave === null) {
        throw new CopiaRecusada('Esta cópia está cifrada: defina BACKUP_KEY com a chave usada.');
      }
      entrada = await decifrar(entrada, chave);
    }
  } catch (error) {
    if (error instanceof CopiaRecusada) throw error;
    throw new CopiaRecusada(`Não foi possível ler a cópia ${origem}: ${(error as Error).message}`);
  }
  const extract = tar.extract();
  const lido = pipeline(entrada, createGunzip(), extract);
  lido.catch(() => undefined);
  // The reader's own failures (a refused row, a bucket away) are not the archive's fault.
  let falhaDoLeitor: unknown = null;
  try {
    for await (const parte of extract) {
      await aoLer(parte.header.name, Readable.from(parte)).catch((error: unknown) => {
        falhaDoLeitor = error;
        throw error;
      });
    }
    await lido;
  } catch (error) {
    entrada.destroy();
    if (error === falhaDoLeitor || error instanceof CopiaRecusada) throw error;
    throw danificada((error as Error).message);
  }
}

/** Hex SHA-256 and size of a stream, consumed to the end. */
export async function resumo(bytes: Readable): Promise<{ sha256: string; tamanho: number }> {
  const hash = createHash('sha256');
  let tamanho = 0;
  for await (const parte of bytes) {
    hash.update(parte as Buffer);
    tamanho += (parte as Buffer).length;
  }
  return { sha256: hash.digest('hex'), tamanho };
}
