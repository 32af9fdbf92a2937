import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

interface Item {
  id: number;
  descricao: string;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = async <T>(url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { response, body: response.json<T>() };
};

describe('GET /api/utils', () => {
  it('lista os 27 estados com id IBGE, descrição e sigla, em ordem alfabética', async () => {
    const { response, body } = await get<(Item & { sigla: string })[]>('/api/utils/estados');
    expect(response.statusCode).toBe(200);
    expect(body).toHaveLength(27);
    expect(body).toContainEqual({ id: 35, descricao: 'São Paulo', sigla: 'SP' });
    expect(body[0]).toEqual({ id: 12, descricao: 'Acre', sigla: 'AC' });
    const nomes = body.map((e) => e.descricao);
    expect(nomes.indexOf('Pará')).toBeLessThan(nomes.indexOf('Paraíba'));
    expect(nomes.indexOf('Paraíba')).toBeLessThan(nomes.indexOf('Paraná'));
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('lista os 645 municípios de São Paulo em ordem pt-BR', async () => {
    const { response, body } = await get<Item[]>('/api/utils/municipios/ID/35');
    expect(response.statusCode).toBe(200);
    expect(body).toHaveLength(645);
    expect(body).toContainEqual({ id: 3550308, descricao: 'São Paulo' });
    expect(Object.keys(body[0]!).sort()).toEqual(['descricao', 'id']);
    const nomes = body.map((m) => m.descricao);
    // Accents sort as a Brazilian reader expects, not by byte value.
    expect(nomes.indexOf('Águas de Lindóia')).toBeLessThan(nomes.indexOf('Alambari'));
    expect(nomes).toEqual([...nomes].sort(new Intl.Collator('pt-BR').compare));
  });

  it('recusa um estado inválido com 400 em português', async () => {
    for (const id of ['abc', '99', '3.5']) {
      const { response, body } = await get<{ message: string; issues: Item[] }>(
        `/api/utils/municipios/ID/${id}`,
      );
      expect(response.statusCode).toBe(400);
      expect(body).toMatchObject({
        message: 'Existem campos inválidos!',
        issues: [{ path: 'stateId' }],
      });
    }
  });

  it('entrega os 5 eixos com as 46 capacidades do catálogo', async () => {
    const { body } = await get<(Item & { capacidades: Item[] })[]>('/api/utils/estruturaeixo');
    expect(body.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
    expect(body.flatMap((e) => e.capacidades)).toHaveLength(46);
    expect(body[0]!.capacidades[0]).toEqual({ id: 6, descricao: 'Sensores IoT' });
  });

  it('tipo de telefone 1 é Celular', async () => {
    const { body } = await get<Item[]>('/api/utils/tipotelefone');
    expect(body).toContainEqual({ id: 1, descricao: 'Celular' });
    expect(body).toHaveLength(4);
  });

  it('lista tipos de empresa e de logradouro com "Outro(s)" por último', async () => {
    const empresas = (await get<Item[]>('/api/utils/tipoempresa')).body;
    expect(empresas).toHaveLength(8);
    expect(empresas.at(-1)).toEqual({ id: 8, descricao: 'Outro' });
    const logradouros = (await get<Item[]>('/api/utils/tipologradouro')).body;
    expect(logradouros).toHaveLength(17);
    expect(logradouros[0]).toEqual({ id: 1, descricao: 'Rua' });
    expect(logradouros.at(-1)?.descricao).toBe('Outros');
  });

  it('responde 304 sem corpo quando o ETag do navegador ainda vale, e comprime de antemão', async () => {
    const primeira = await app.inject({ method: 'GET', url: '/api/utils/municipios/ID/35' });
    const etag = primeira.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const repetida = await app.inject({
      method: 'GET',
      url: '/api/utils/municipios/ID/35',
      headers: { 'if-none-match': etag },
    });
    expect(repetida.statusCode).toBe(304);
    expect(repetida.body).toBe('');
    expect(repetida.headers.etag).toBe(etag);

    const br = await app.inject({
      method: 'GET',
      url: '/api/utils/municipios/ID/35',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(primeira.body);
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/utils/estados',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toHaveLength(27);
  });

  it('não consulta a sessão: o cookie de quem está logado não custa uma leitura no banco', async () => {
    const consultas = vi.spyOn(app.db, 'select');
    const response = await app.inject({
      method: 'GET',
      url: '/api/utils/estados',
      cookies: { portal_sessao: 'um-token-qualquer' },
    });
    consultas.mockRestore();
    expect(response.statusCode).toBe(200);
    expect(consultas).not.toHaveBeenCalled();
    // A session lookup would have told the browser to drop the unknown cookie.
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
