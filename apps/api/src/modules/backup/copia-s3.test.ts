import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../infra/db/client.ts';
import { login } from '../../../test/fixtures.ts';
import {
  pgliteVazio,
  portalEmbutidoComDados,
  retrato,
  apagarPastas,
  pastaTemporaria,
} from '../../../test/fixtures-copia.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { iniciarServidorS3, type ServidorS3 } from '../../../test/servidor-s3.ts';
import { createS3Bucket, type S3Bucket } from '../../infra/arquivos/storage-s3.ts';
import { lerStorageUrl } from '../../infra/arquivos/storage-url.ts';
import { gerarCopia } from './gerar-copia.ts';
import { restaurarCopia } from './restaurar-copia.ts';

let s3: ServidorS3;
let origem: Awaited<ReturnType<typeof portalEmbutidoComDados>>;
let copia: string;
let esperado: Awaited<ReturnType<typeof retrato>>;
const buckets: S3Bucket[] = [];

const bucketEm = (url: string) => {
  const bucket = createS3Bucket(lerStorageUrl(url));
  buckets.push(bucket);
  return bucket;
};

beforeAll(async () => {
  s3 = await iniciarServidorS3();
  origem = await portalEmbutidoComDados(s3.url('origem/'));
  copia = join(await pastaTemporaria('portal-copia-'), 'portal.copia');
  const database = await createDatabase({ url: origem.local });
  try {
    const bucket = bucketEm(s3.url('origem/'));
    await gerarCopia({ database, bucket, destino: copia, chave: null });
    esperado = await retrato(database, bucket);
  } finally {
    await database.close();
  }
});

afterAll(async () => {
  buckets.forEach((bucket) => bucket.close());
  await s3.close();
  await apagarPastas();
});

describe('cópia com os arquivos num bucket S3 (STORAGE_URL)', () => {
  it('restaura noutro bucket com os mesmos arquivos, e a senha antiga entra', async () => {
    const destino = await pgliteVazio();
    const bucket = bucketEm(s3.url('destino/'));
    await restaurarCopia({ database: destino.database, bucket, origem: copia, chave: null });
    const restaurado = await retrato(destino.database, bucket);
    await destino.database.close();

    expect(Object.keys(esperado.arquivos).length).toBeGreaterThanOrEqual(11);
    expect(Object.values(esperado.arquivos)).not.toContain('sem conteúdo');
    expect(restaurado).toEqual(esperado);

    const app = await buildTestApp({ ...destino.config, storageUrl: s3.url('destino/') });
    try {
      expect((await login(app, origem.usuario)).empresaId).toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it('restaura sem bucket, com os arquivos no banco', async () => {
    const destino = await pgliteVazio();
    await restaurarCopia({ database: destino.database, bucket: null, origem: copia, chave: null });
    expect(await retrato(destino.database)).toEqual(esperado);
    await destino.database.close();
  });
});
