import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressaoMaximaConcluida, prepararResposta } from './resposta-em-memoria.ts';

// A page-like text: repetitive enough that the levels give different bytes.
const pagina = Array.from(
  { length: 400 },
  (_, i) => `<li class="solucao"><a href="/solutions/${i}">Solução ${i} para cidades</a></li>`,
).join('\n');
const brotli = (qualidade: number) =>
  brotliCompressSync(pagina, { params: { [constants.BROTLI_PARAM_QUALITY]: qualidade } });

describe('resposta em memória', () => {
  it('fica pronta com a compressão rápida e ganha a máxima depois, no mesmo objeto e nas cópias', async () => {
    const resposta = await prepararResposta(pagina, 'text/html; charset=utf-8');
    const copia = { ...resposta, etag: 'W/"outra"' };
    expect(resposta.comprimida.br).toEqual(brotli(5));
    expect(gunzipSync(resposta.comprimida.gzip).toString()).toBe(pagina);

    await compressaoMaximaConcluida();
    expect(resposta.comprimida.br).toEqual(brotli(constants.BROTLI_MAX_QUALITY));
    expect(copia.comprimida.br).toBe(resposta.comprimida.br);
    expect(brotliDecompressSync(copia.comprimida.br).toString()).toBe(pagina);
    expect(gunzipSync(copia.comprimida.gzip).toString()).toBe(pagina);
    expect(resposta.comprimida.br.length).toBeLessThan(brotli(5).length);
  });

  it('a compressão rápida fica como está: as buscas do catálogo não vão para a fila', async () => {
    const resposta = await prepararResposta(pagina, 'application/json', 'rapida');
    await compressaoMaximaConcluida();
    expect(resposta.comprimida.br).toEqual(brotli(5));
  });
});
