import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  compressaoMaximaConcluida,
  enviarDaMemoria,
  prepararResposta,
} from './resposta-em-memoria.ts';

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

  it('envia a forma que o cliente prefere pelos pesos, e o texto puro quando ele recusa as duas', async () => {
    const resposta = await prepararResposta(pagina, 'text/html; charset=utf-8', 'rapida');
    const app = Fastify();
    app.get('/', (request, reply) => enviarDaMemoria(request, reply, resposta, 'no-cache'));
    const codificacao = async (aceita?: string) => {
      const headers = aceita === undefined ? {} : { 'accept-encoding': aceita };
      const enviada = await app.inject({ method: 'GET', url: '/', headers });
      const forma = enviada.headers['content-encoding'] ?? 'nenhuma';
      const bytes = { br: resposta.comprimida.br, gzip: resposta.comprimida.gzip };
      expect(enviada.rawPayload).toEqual(bytes[forma as 'br' | 'gzip'] ?? resposta.corpo);
      return forma;
    };
    expect(await codificacao('gzip, deflate, br, zstd')).toBe('br');
    expect(await codificacao('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(await codificacao('gzip, br;q=0')).toBe('gzip');
    expect(await codificacao('*')).toBe('br');
    expect(await codificacao('br;q=0, gzip;q=0')).toBe('nenhuma');
    expect(await codificacao('identity')).toBe('nenhuma');
    expect(await codificacao()).toBe('nenhuma');
    // The same header a second time is answered from the negotiated choices, alike.
    expect(await codificacao('gzip;q=1, br;q=0.5')).toBe('gzip');
    await app.close();
  });
});
