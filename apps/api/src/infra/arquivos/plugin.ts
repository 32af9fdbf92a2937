import { count, eq } from 'drizzle-orm';
import { arquivo } from '../db/schema.ts';
import { globalPlugin } from '../../http/global-plugin.ts';
import { createFileStorage, type FileStorage } from './storage.ts';
import { createS3Bucket } from './storage-s3.ts';
import { lerStorageUrl } from './storage-url.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

/** Where file bytes go, chosen once at start from STORAGE_URL: the bucket, or the database. */
export const fileStoragePlugin = globalPlugin(async (app) => {
  const { storageUrl } = app.config;
  const bucket = storageUrl === null ? null : createS3Bucket(lerStorageUrl(storageUrl));
  if (bucket) app.addHook('onClose', () => bucket.close());
  const storage = createFileStorage({ db: app.db, bucket, log: app.log });

  if (bucket) {
    // Left by an instance that stopped between a commit and its removals. A bucket that does not
    // answer now must not stop the start: uploads answer 503 until it does.
    await storage
      .removerPendentes()
      .catch((error: unknown) => app.log.warn({ err: error }, 'bucket inacessível na partida'));
  } else {
    const [noBucket] = await app.db
      .select({ n: count() })
      .from(arquivo)
      .where(eq(arquivo.armazenamento, 's3'));
    if (noBucket && noBucket.n > 0) {
      app.log.warn(
        { arquivos: noBucket.n },
        'há arquivos no bucket e STORAGE_URL não está definida: eles respondem 503',
      );
    }
  }

  app.decorate('fileStorage', storage);
  app.log.info({ destino: storage.destino }, 'armazenamento de arquivos pronto');
});
