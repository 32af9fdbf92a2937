import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposta } from '../../infra/db/schema-propostas.ts';
import { novaEmpresa, signedInCompanyUser, type Sessao } from '../../../test/fixtures.ts';
import { criarProposta, definirStatus } from '../../../test/fixtures-proposta.ts';
import { buscarSolucoes, solucaoPublicada } from '../../../test/fixtures-repositorio.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let empresa: Sessao;
const ids: Record<'onibus' | 'iluminacao' | 'cameras' | 'oculta', string> = {
  onibus: '',
  iluminacao: '',
  cameras: '',
  oculta: '',
};

/** Publication dates set apart, so "newest first" has one right answer. */
const publicadaHaDias = (id: string, dias: number) =>
  app.db
    .update(proposta)
    .set({ publicadaEm: new Date(Date.now() - dias * 86_400_000) })
    .where(eq(proposta.id, id));

beforeAll(async () => {
  app = await buildTestApp();
  empresa = await signedInCompanyUser(app, { empresa: novaEmpresa({ nomeFantasia: '' }) });
  ids.onibus = await solucaoPublicada(app, empresa, {
    titulo: 'Ônibus elétrico conectado',
    descricao: 'Frota com telemetria de bateria.',
    keyWords: ['mobilidade', 'energia'],
    destino: { destino: 3, indiceDetalhe: 26 },
  });
  ids.iluminacao = await solucaoPublicada(app, empresa, {
    titulo: 'Iluminação pública inteligente',
    descricao: 'Postes com sensores de presença.',
    keyWords: ['LED', 'Eficiência'],
    destino: { destino: 2, indiceDetalhe: 16 },
  });
  ids.cameras = await solucaoPublicada(app, empresa, {
    titulo: 'Câmeras com reconhecimento',
    descricao: 'Vigilância de praças e terminais.',
    keyWords: ['segurança', 'ônibus'],
    destino: { destino: 4, indiceDetalhe: 40 },
  });
  ids.oculta = await criarProposta(app, empresa);
  await definirStatus(app, ids.oculta, 9);
  await app.db
    .update(proposta)
    .set({ titulo: 'Ônibus autônomo em revisão' })
    .where(eq(proposta.id, ids.oculta));
  await publicadaHaDias(ids.onibus, 3);
  await publicadaHaDias(ids.iluminacao, 2);
  await publicadaHaDias(ids.cameras, 1);
});
afterAll(() => app.close());

const titulos = async (query: string) =>
  (await buscarSolucoes(app, query)).itens.map((item) => item.titulo);

describe('catálogo público de soluções', () => {
  it('responde sem sessão, só as publicadas, a publicação mais recente primeiro', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/solucoes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json()).toMatchObject({ total: 3, pagina: 1, tamanho: 12 });
    expect(response.json().itens.map((i: { id: string }) => i.id)).toEqual([
      ids.cameras,
      ids.iluminacao,
      ids.onibus,
    ]);
  });

  it('mostra no cartão título, descrição, empresa, eixo e capacidade', async () => {
    const [cartao] = (await buscarSolucoes(app, '?capacidade=16')).itens;
    expect(cartao).toEqual({
      id: ids.iluminacao,
      titulo: 'Iluminação pública inteligente',
      descricao: 'Postes com sensores de presença.',
      keyWords: ['LED', 'Eficiência'],
      // Without a trade name the official name is the public one.
      empresa: { nome: 'Soluções Urbanas Ltda', webSite: 'https://cidadeviva.com.br' },
      destino: {
        destino: 2,
        eixoDescricao: 'Governança e Planejamento Urbano',
        indiceDetalhe: 16,
        capacidadeDescricao: 'Iluminação Pública',
      },
      foto: null,
      // Published without passing through status 7 or 8: no outcome to tell.
      parecer: null,
    });
  });

  it('busca sem caixa nem acentos, o título antes das palavras-chave antes dos outros textos', async () => {
    // All three name buses in their practical use (the fixture's); the title weighs most.
    expect(await titulos('?busca=onibus')).toEqual([
      'Ônibus elétrico conectado',
      'Câmeras com reconhecimento',
      'Iluminação pública inteligente',
    ]);
    expect(await titulos('?busca=%C3%94NIBUS%20eletrico')).toEqual(['Ônibus elétrico conectado']);
    expect(await titulos('?busca=eficiencia')).toEqual(['Iluminação pública inteligente']);
    expect(await titulos('?busca=Telemetria%2C%20BATERIA')).toEqual(['Ônibus elétrico conectado']);
    // No text has both words: any of them is enough, the best match first.
    expect((await titulos('?busca=onibus%20inexistente'))[0]).toBe('Ônibus elétrico conectado');
    expect(await titulos('?busca=quixotesco')).toEqual([]);
    expect(await titulos('?busca=100%25')).toEqual([]);
  });

  it('filtra por eixo e por capacidade, combinados com a busca', async () => {
    expect(await titulos('?eixo=4&busca=onibus')).toEqual(['Câmeras com reconhecimento']);
    expect(await titulos('?eixo=3')).toEqual(['Ônibus elétrico conectado']);
    expect(await titulos('?capacidade=40')).toEqual(['Câmeras com reconhecimento']);
    expect(await titulos('?eixo=3&capacidade=40')).toEqual([]);
    expect(await titulos('?eixo=&capacidade=&busca=')).toHaveLength(3);
  });

  it('pagina com total, e uma página além do fim vem vazia', async () => {
    const primeira = await buscarSolucoes(app, '?tamanho=2');
    const segunda = await buscarSolucoes(app, '?tamanho=2&pagina=2');
    const alem = await buscarSolucoes(app, '?tamanho=2&pagina=9');
    expect(primeira.itens.map((i) => i.id)).toEqual([ids.cameras, ids.iluminacao]);
    expect(segunda).toMatchObject({ total: 3, pagina: 2, tamanho: 2 });
    expect(segunda.itens.map((i) => i.id)).toEqual([ids.onibus]);
    expect(alem).toMatchObject({ itens: [], total: 3 });
  });

  it('recusa filtro fora do catálogo e página maior que 48', async () => {
    for (const query of ['?tamanho=49', '?eixo=9', '?capacidade=52', '?pagina=0']) {
      const response = await app.inject({ method: 'GET', url: `/api/solucoes${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('Existem campos inválidos!');
    }
  });
});

describe('uma solução fora do status 10', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9])(
    'no status %i não aparece na lista e responde 404',
    async (status) => {
      const id = await criarProposta(app, empresa);
      await definirStatus(app, id, status);
      const lista = await buscarSolucoes(app, '?tamanho=48');
      expect(lista.itens.map((item) => item.id)).not.toContain(id);
      const detalhe = await app.inject({ method: 'GET', url: `/api/solucoes/${id}` });
      expect(detalhe.statusCode).toBe(404);
      expect(detalhe.json()).toEqual({ message: 'Solução não encontrada.' });
    },
  );

  it('sai do catálogo quando deixa o status 10 e volta como a mais recente', async () => {
    await definirStatus(app, ids.onibus, 9);
    expect(await titulos('?busca=eletrico')).toEqual([]);
    await definirStatus(app, ids.onibus, 10);
    expect((await buscarSolucoes(app)).itens[0]?.id).toBe(ids.onibus);
    await publicadaHaDias(ids.onibus, 3);
  });

  it('responde 404 a um id inexistente ou malformado', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
      const response = await app.inject({ method: 'GET', url: `/api/solucoes/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Solução não encontrada.' });
    }
  });
});
