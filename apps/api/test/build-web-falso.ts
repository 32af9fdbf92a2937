import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tempDir } from './helper.ts';

const INDEX = '<!doctype html><head><title>Portal</title></head><div id="root"></div>';

/**
 * A web build in a folder of its own, for a test app's `webDist`: the built index.html and, in
 * dist-ssr/entry-server.js, `modulo`: a stand-in for the server-rendering bundle with its
 * contract (`rotaExiste`, `renderizarPagina`). `entrada` is that file, for a test that rebuilds.
 */
export async function buildWebFalso(modulo: string): Promise<{ webDist: string; entrada: string }> {
  const raiz = await tempDir();
  const webDist = join(raiz, 'dist');
  const entrada = join(raiz, 'dist-ssr', 'entry-server.js');
  await mkdir(webDist);
  await mkdir(join(raiz, 'dist-ssr'));
  await writeFile(join(webDist, 'index.html'), INDEX);
  await writeFile(entrada, modulo);
  return { webDist, entrada };
}
