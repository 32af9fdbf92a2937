/** Where the bucket is and how to reach it, read from `STORAGE_URL`. */
export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  /** Put before every key, so one bucket can serve several portals (or test runs). */
  prefix: string;
  forcePathStyle: boolean;
  /** Null leaves the keys to the SDK's usual sources (AWS_ACCESS_KEY_ID, an IAM role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

// Read by the config, which puts the variable's name before the message.
const invalida = (detalhe: string) => new Error(detalhe);

function booleano(valor: string | null, nome: string, padrao: boolean): boolean {
  if (valor === null) return padrao;
  if (valor === 'true' || valor === 'false') return valor === 'true';
  throw invalida(`${nome} aceita true ou false`);
}

/**
 * `s3://ACCESS:SECRET@host[:porta]/bucket[/prefixo]?region=…&forcePathStyle=true&tls=false`.
 * One URL names any S3-compatible store (AWS, MinIO, Ceph, R2) the way DATABASE_URL names a
 * database. A server on this machine answers plain HTTP unless `tls=true` (MinIO and emulators
 * run without a certificate there); any other host is reached over HTTPS unless `tls=false`.
 */
export function lerStorageUrl(texto: string): S3Config {
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    throw invalida('use s3://CHAVE:SEGREDO@servidor/bucket');
  }
  if (url.protocol !== 's3:') throw invalida('o endereço começa com s3://');
  if (url.hostname === '') throw invalida('falta o servidor (s3://servidor/bucket)');
  const [bucket, ...prefixo] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw invalida('falta o bucket (s3://servidor/bucket)');
  if ((url.username === '') !== (url.password === '')) {
    throw invalida('informe chave e segredo juntos (s3://CHAVE:SEGREDO@servidor/bucket)');
  }
  const tls = booleano(url.searchParams.get('tls'), 'tls', !LOOPBACK.has(url.hostname));
  return {
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    region: url.searchParams.get('region') || 'us-east-1',
    bucket,
    prefix: prefixo.map((parte) => `${parte}/`).join(''),
    forcePathStyle: booleano(url.searchParams.get('forcePathStyle'), 'forcePathStyle', false),
    credentials:
      url.username === ''
        ? null
        : {
            accessKeyId: decodeURIComponent(url.username),
            secretAccessKey: decodeURIComponent(url.password),
          },
  };
}
