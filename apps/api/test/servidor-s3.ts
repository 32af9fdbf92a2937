import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface ServidorS3 {
  /** A STORAGE_URL for the server's bucket; `prefixo` keeps one app's objects apart. */
  url(prefixo?: string): string;
  /** Stops answering (a bucket that went away) without losing the objects. */
  parar(): Promise<void>;
  close(): Promise<void>;
}

const BUCKET = 'portal-testes';

/**
 * A local S3-compatible server (s3rver) on a free port, storing in a temp folder: what the
 * tests point STORAGE_URL at, with no network and no account.
 */
export async function iniciarServidorS3(): Promise<ServidorS3> {
  const pasta = await mkdtemp(join(tmpdir(), 'portal-s3-'));
  const servidor = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: pasta,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await servidor.run();
  let rodando = true;
  const parar = async () => {
    if (!rodando) return;
    rodando = false;
    servidor.httpServer?.closeAllConnections();
    await servidor.close();
  };
  return {
    url: (prefixo = '') =>
      `s3://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}/${prefixo}?forcePathStyle=true`,
    parar,
    close: async () => {
      await parar();
      await rm(pasta, { recursive: true, force: true });
    },
  };
}
