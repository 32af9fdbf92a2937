import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from './storage-url.ts';

/** The bucket as the file storage sees it: one object per file, named by the file's id. */
export interface S3Bucket {
  put(arquivoId: string, conteudo: Buffer): Promise<void>;
  /** The object's bytes as they arrive; null when there is no such object. */
  open(arquivoId: string): Promise<Readable | null>;
  /** Succeeds when the object is already gone, so a removal can always be repeated. */
  delete(arquivoId: string): Promise<void>;
  /** Every object in the bucket (under the prefix), page by page. */
  list(): AsyncIterable<{ arquivoId: string; modificadoEm: Date | null }>;
  close(): void;
}

const ausente = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export function createS3Bucket(config: S3Config): S3Bucket {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // The SDK's default checksums (CRC32 headers and trailers) are refused by several
    // S3-compatible stores; TLS and the size check of the move command cover transport.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request in seconds instead of holding it.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
  const pasta = `${config.prefix}arquivos/`;
  const alvo = (arquivoId: string) => ({ Bucket: config.bucket, Key: `${pasta}${arquivoId}` });

  return {
    put: async (arquivoId, conteudo) => {
      await client.send(
        new PutObjectCommand({
          ...alvo(arquivoId),
          Body: conteudo,
          ContentLength: conteudo.length,
        }),
      );
    },
    open: async (arquivoId) => {
      try {
        const { Body } = await client.send(new GetObjectCommand(alvo(arquivoId)));
        return (Body as Readable | undefined) ?? null;
      } catch (error) {
        if (ausente(error)) return null;
        throw error;
      }
    },
    delete: async (arquivoId) => {
      await client.send(new DeleteObjectCommand(alvo(arquivoId)));
    },
    async *list() {
      const paginas = paginateListObjectsV2({ client }, { Bucket: config.bucket, Prefix: pasta });
      for await (const pagina of paginas) {
        for (const objeto of pagina.Contents ?? []) {
          if (!objeto.Key) continue;
          yield {
            arquivoId: objeto.Key.slice(pasta.length),
            modificadoEm: objeto.LastModified ?? null,
          };
        }
      }
    },
    close: () => client.destroy(),
  };
}
