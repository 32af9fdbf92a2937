// @module-tag dois-bancos
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaginaSolucoes } from '@portal/domain';
import { buildTestApp } from '../../../test/helper.ts';
import { medirRelevancia, semearConjunto } from '../../../test/relevancia/medir-relevancia.ts';

let app: FastifyInstance;
let ids: Map<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  ids = await semearConjunto(app);
});
afterAll(() => app.close());

const buscar = async (query: string) =>
  (await app.inject({ method: 'GET', url: `/api/solucoes?${query}` })).json() as PaginaSolucoes;

describe('relevância da busca do catálogo', () => {
  it('traz a solução esperada entre as 3 primeiras em ao menos 90 % das buscas do conjunto', async () => {
    const resultado = await medirRelevancia(app, ids);
    expect(resultado.taxa, JSON.stringify(resultado.falhas)).toBeGreaterThanOrEqual(0.9);
  });

  it('corrige um erro de digitação e diz a busca corrigida', async () => {
    const pagina = await buscar('busca=semafro');
    expect(pagina.sugestao).toBe('semáforos');
    expect(pagina.itens[0]?.id).toBe(ids.get('semaforo'));
  });

  it('marca as palavras encontradas no título e na descrição, por posição', async () => {
    const [primeira] = (await buscar('busca=camera')).itens;
    expect(primeira?.id).toBe(ids.get('cameras'));
    const { titulo, descricao, destaques } = primeira!;
    expect(destaques!.titulo.map((t) => titulo.slice(t.inicio, t.fim))).toEqual(['câmeras']);
    expect(destaques!.descricao.map((t) => descricao.slice(t.inicio, t.fim))).toEqual(['Câmeras']);
  });

  it('exclui com "-" e procura a frase entre aspas', async () => {
    const semSolar = (await buscar('busca=ilumina%C3%A7%C3%A3o%20-solar')).itens.map((i) => i.id);
    expect(semSolar).toContain(ids.get('iluminacao'));
    expect(semSolar).not.toContain(ids.get('iluminacaoSolar'));
    const frase = await buscar(`busca=${encodeURIComponent('"sensores de vagas"')}`);
    expect(frase.itens.map((i) => i.id)).toEqual([ids.get('vagasSensores')]);
  });

  it('conta cada filtro com os outros aplicados e filtra por SaaS', async () => {
    const todas = await buscar('busca=c%C3%A2meras');
    const contagem = (valor: boolean) =>
      todas.facetas!.saas.find((faceta) => faceta.valor === valor)?.total ?? 0;
    expect(contagem(true)).toBeGreaterThan(0);
    expect(contagem(false)).toBeGreaterThan(0);
    expect(contagem(true) + contagem(false)).toBe(todas.total);
    const soSemSaas = await buscar('busca=c%C3%A2meras&saas=nao');
    expect(soSemSaas.total).toBe(contagem(false));
    // The SaaS filter's own counts leave it out; the axis counts apply it.
    expect(soSemSaas.facetas!.saas).toEqual(todas.facetas!.saas);
    const porEixo = soSemSaas.facetas!.eixo.reduce((soma, faceta) => soma + faceta.total, 0);
    expect(porEixo).toBe(contagem(false));
  });
});
