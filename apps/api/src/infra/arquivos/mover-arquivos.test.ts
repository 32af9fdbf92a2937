// @module-tag dois-bancos
import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivo, arquivoConteudo } from '../db/schema.ts';
import { signedInCompanyUser, type Sessao } from '../../../test/fixtures.ts';
import {
  criarProposta,
  enviarArquivo,
  JPEG,
  PDF,
  pdfDeTamanho,
  PNG,
} from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { iniciarServidorS3, type ServidorS3 } from '../../../test/servidor-s3.ts';
import { IDADE_MINIMA_ORFAO_MS, moverArquivos, removerOrfaos } from './mover-arquivos.ts';
import { createFileStorage, type FileStorage } from './storage.ts';
import { createS3Bucket, type S3Bucket } from './storage-s3.ts';
import { lerStorageUrl } from './storage-url.ts';

let s3: ServidorS3;
let app: FastifyInstance;
let bucket: S3Bucket;
let comBucket: FileStorage;
const originais = new Map<string, Buffer>();

beforeAll(async () => {
  s3 = await iniciarServidorS3();
  // The portal as it runs today: files in the database.
  app = await buildTestApp({ storageUrl: null });
  bucket = createS3Bucket(lerStorageUrl(s3.url('mover/')));
  comBucket = createFileStorage({ db: app.db, bucket, log: app.log });
  const dono: Sessao & { empresaId: string } = await signedInCompanyUser(app);
  const propostaId = await criarProposta(app, dono);
  // Every byte value, a file at the 2 MiB limit and the small ones of each type.
  const arquivos: [string, Buffer, string][] = [
    ['fotos', PNG, 'foto.png'],
    ['fotos', JPEG, 'foto.jpg'],
    ['documentosentregues/portfolios', pdfDeTamanho(2 * 1024 * 1024), 'grande.pdf'],
    ['documentosentregues/portfolios', Buffer.concat([PDF, randomBytes(300_000)]), 'bin.pdf'],
    ['documentosentregues/portfolios', PDF, 'pequeno.pdf'],
  ];
  for (const [caminho, bytes, nome] of arquivos) {
    const response = await enviarArquivo(app, dono, propostaId, caminho, bytes, nome);
    if (response.statusCode !== 200) throw new Error(response.body);
    originais.set(response.json().idCriadoGuid, bytes);
  }
});
afterAll(async () => {
  bucket.close();
  await app.close();
  await s3.close();
});

const objetos = async () => {
  const ids: string[] = [];
  for await (const { arquivoId } of bucket.list()) ids.push(arquivoId);
  return ids.sort();
};
const noBanco = async () => (await app.db.select({ n: count() }).from(arquivoConteudo))[0]!.n;
const emS3 = async () =>
  (await app.db.select({ n: count() }).from(arquivo).where(eq(arquivo.armazenamento, 's3')))[0]!.n;

async function esperarBytesIntactos(storage: FileStorage) {
  for (const [id, bytes] of originais) {
    expect((await storage.read(id))?.equals(bytes), id).toBe(true);
  }
}

describe('npm run arquivos:mover (banco ⇄ bucket)', () => {
  it('interrompido no meio, deixa cada arquivo inteiro num lugar só e continua ao rodar de novo', async () => {
    let envios = 0;
    const queda = {
      ...bucket,
      put: async (id: string, bytes: Buffer) => {
        if (++envios > 2) throw new Error('conexão perdida');
        await bucket.put(id, bytes);
      },
    };
    const interrompido = createFileStorage({ db: app.db, bucket: queda, log: app.log });
    await expect(moverArquivos({ db: app.db, storage: interrompido, para: 's3' })).rejects.toThrow(
      'conexão perdida',
    );
    expect(await emS3()).toBe(2);
    expect(await noBanco()).toBe(originais.size - 2);
    await esperarBytesIntactos(comBucket);

    const { movidos } = await moverArquivos({ db: app.db, storage: comBucket, para: 's3' });
    expect(movidos).toBe(originais.size - 2);
    expect(await noBanco()).toBe(0);
    expect(await objetos()).toEqual([...originais.keys()].sort());
    await esperarBytesIntactos(comBucket);
    // Idempotent: nothing left to move.
    expect((await moverArquivos({ db: app.db, storage: comBucket, para: 's3' })).movidos).toBe(0);
  });

  it('volta tudo ao banco byte a byte e esvazia o bucket', async () => {
    const { movidos } = await moverArquivos({ db: app.db, storage: comBucket, para: 'banco' });
    expect(movidos).toBe(originais.size);
    expect(await emS3()).toBe(0);
    expect(await objetos()).toEqual([]);
    // The app without STORAGE_URL reads them all again.
    await esperarBytesIntactos(app.fileStorage);
  });

  it('--orfaos apaga objetos sem arquivo, poupando os recentes (envio ainda em curso)', async () => {
    const orfao = randomUUID();
    await bucket.put(orfao, PDF);
    const agora = new Date();
    expect((await removerOrfaos({ db: app.db, bucket, agora })).removidos).toBe(0);
    const depois = new Date(agora.getTime() + IDADE_MINIMA_ORFAO_MS + 60_000);
    expect((await removerOrfaos({ db: app.db, bucket, agora: depois })).removidos).toBe(1);
    expect(await objetos()).toEqual([]);
  });
});
