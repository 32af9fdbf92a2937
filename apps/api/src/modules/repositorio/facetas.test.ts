// @module-tag dois-bancos
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_PROPOSTA } from '@portal/domain';
import { textoPortal } from '../../infra/db/schema-envios.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';
import { novaEmpresa, signedInCompanyUser } from '../../../test/fixtures.ts';
import { criarProposta, definirStatus, novaProposta } from '../../../test/fixtures-proposta.ts';
import { buscarSolucoes } from '../../../test/fixtures-repositorio.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
const ids: Record<string, string> = {};

const CAMPINAS = 3509502;
const SANTOS = 3548500;
const SAO_PAULO = 3550308;

/** A solution published after a parecer at status 7 or 8, naming these cities. */
async function publicar(nome: string, cidades: string, parecer: 7 | 8, saas: boolean) {
  const empresa = await signedInCompanyUser(app, { empresa: novaEmpresa() });
  const id = await criarProposta(app, empresa, novaProposta({ titulo: nome }));
  await app.db
    .update(proposta)
    .set({ cidadeImplementada: cidades, saas })
    .where(eq(proposta.id, id));
  await definirStatus(app, id, parecer);
  await definirStatus(app, id, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
  ids[nome] = id;
}

beforeAll(async () => {
  app = await buildTestApp();
  await publicar('Ônibus', 'Campinas/SP e Santos', 8, true);
  await publicar('Semáforo', 'campinas - sp', 7, false);
  await publicar('Câmeras', 'São Paulo (SP), Campinas', 7, true);
  await publicar('Lixeira', 'Em testes', 8, false);
});
afterAll(() => app.close());

const titulos = async (query: string) =>
  (await buscarSolucoes(app, query)).itens.map((item) => item.titulo).sort();

describe('filtro e contagem por município onde já foi implantada', () => {
  it('conta cada município reconhecido, o mais comum primeiro, com nome e UF', async () => {
    const { facetas } = await buscarSolucoes(app);
    expect(facetas!.municipio).toEqual([
      { valor: CAMPINAS, nome: 'Campinas', uf: 'SP', total: 3 },
      { valor: SANTOS, nome: 'Santos', uf: 'SP', total: 1 },
      { valor: SAO_PAULO, nome: 'São Paulo', uf: 'SP', total: 1 },
    ]);
  });

  it('filtra pelo código do IBGE, com os outros filtros contando o município', async () => {
    expect(await titulos(`?municipio=${SANTOS}`)).toEqual(['Ônibus']);
    expect(await titulos(`?municipio=${CAMPINAS}&saas=sim`)).toEqual(['Câmeras', 'Ônibus']);
    const { facetas } = await buscarSolucoes(app, `?municipio=${CAMPINAS}`);
    // Its own counts leave it out; the other filters count within Campinas.
    expect(facetas!.municipio.map((m) => m.valor)).toEqual([CAMPINAS, SANTOS, SAO_PAULO]);
    expect(facetas!.saas).toEqual([
      { valor: false, total: 1 },
      { valor: true, total: 2 },
    ]);
    const soSemSaas = await buscarSolucoes(app, '?saas=nao');
    expect(soSemSaas.facetas!.municipio).toEqual([
      { valor: CAMPINAS, nome: 'Campinas', uf: 'SP', total: 1 },
    ]);
  });

  it('mostra o município escolhido mesmo quando os outros filtros não deixam nenhuma', async () => {
    const pagina = await buscarSolucoes(app, `?municipio=${SANTOS}&saas=nao`);
    expect(pagina.total).toBe(0);
    expect(pagina.facetas!.municipio).toEqual([
      { valor: CAMPINAS, nome: 'Campinas', uf: 'SP', total: 1 },
      { valor: SANTOS, nome: 'Santos', uf: 'SP', total: 0 },
    ]);
  });

  it('segue o texto revisado do portal, que é o que o público lê', async () => {
    const [linha] = await app.db
      .select({ campos: proposta.cidadeImplementada })
      .from(proposta)
      .where(eq(proposta.id, ids['Lixeira']!));
    expect(linha?.campos).toBe('Em testes');
    await app.db
      .insert(textoPortal)
      .values({ propostaId: ids['Lixeira']!, campos: { cidadeImplementada: 'Santos' } });
    // Written in SQL, not through a route: the instance learns the new public version as it
    // would from another instance's write, here at once.
    await app.versaoPublica.atualizar();
    expect(await titulos(`?municipio=${SANTOS}`)).toEqual(['Lixeira', 'Ônibus']);
    await app.db.delete(textoPortal).where(eq(textoPortal.propostaId, ids['Lixeira']!));
    await app.versaoPublica.atualizar();
    expect(await titulos(`?municipio=${SANTOS}`)).toEqual(['Ônibus']);
  });

  it('o "já implantada" (sim ou não) segue o mesmo texto revisado que as cidades', async () => {
    const lixeira = ids['Lixeira']!;
    expect(await titulos('?implantada=sim')).toContain('Lixeira');
    // The portal's revision clears the cities the company wrote: the public reads none.
    await app.db
      .insert(textoPortal)
      .values({ propostaId: lixeira, campos: { cidadeImplementada: '' } });
    try {
      await app.versaoPublica.atualizar();
      expect(await titulos('?implantada=sim')).not.toContain('Lixeira');
      expect(await titulos('?implantada=nao')).toEqual(['Lixeira']);
      const { facetas } = await buscarSolucoes(app);
      expect(facetas!.implantada).toEqual([
        { valor: false, total: 1 },
        { valor: true, total: 3 },
      ]);
    } finally {
      await app.db.delete(textoPortal).where(eq(textoPortal.propostaId, lixeira));
      await app.versaoPublica.atualizar();
    }
    expect(await titulos('?implantada=nao')).toEqual([]);
  });

  it('lê as cidades de novo só quando o texto delas muda, não a cada gravação', async () => {
    const id = ids['Lixeira']!;
    const municipios = async () =>
      (
        await app.db
          .select({ codigos: proposta.municipiosImplantada })
          .from(proposta)
          .where(eq(proposta.id, id))
      )[0]!.codigos;
    // A marker no text would produce (an update that names no text fires nothing): it must
    // survive a save that writes the cities' text unchanged, as every draft save does.
    await app.db
      .update(proposta)
      .set({ municipiosImplantada: [1] })
      .where(eq(proposta.id, id));
    await app.db
      .update(proposta)
      .set({ titulo: 'Lixeira', cidadeImplementada: 'Em testes' })
      .where(eq(proposta.id, id));
    expect(await municipios()).toEqual([1]);
    await app.db.update(proposta).set({ cidadeImplementada: 'Santos' }).where(eq(proposta.id, id));
    expect(await municipios()).toEqual([SANTOS]);
    await app.db
      .update(proposta)
      .set({ cidadeImplementada: 'Em testes' })
      .where(eq(proposta.id, id));
    expect(await municipios()).toEqual([]);
  });

  it('a página da solução lista os municípios reconhecidos ao lado do texto escrito', async () => {
    const resposta = await app.inject({ method: 'GET', url: `/api/solucoes/${ids['Câmeras']}` });
    expect(resposta.json()).toMatchObject({
      historicoSolucao: { cidadeImplementada: 'São Paulo (SP), Campinas' },
      municipiosImplantada: [
        { codigoIbge: SAO_PAULO, nome: 'São Paulo', uf: 'SP' },
        { codigoIbge: CAMPINAS, nome: 'Campinas', uf: 'SP' },
      ],
      parecer: 'sem-dct',
    });
  });
});

describe('filtro e contagem pelo resultado do parecer', () => {
  it('conta com e sem DCT e filtra, o cartão dizendo qual', async () => {
    const { facetas, itens } = await buscarSolucoes(app);
    expect(facetas!.parecer).toEqual([
      { valor: 'com-dct', total: 2 },
      { valor: 'sem-dct', total: 2 },
    ]);
    expect(itens.find((item) => item.titulo === 'Ônibus')?.parecer).toBe('com-dct');
    expect(await titulos('?parecer=com-dct')).toEqual(['Lixeira', 'Ônibus']);
    const comDctEmCampinas = await buscarSolucoes(app, `?parecer=com-dct&municipio=${CAMPINAS}`);
    expect(comDctEmCampinas.itens.map((item) => item.titulo)).toEqual(['Ônibus']);
    expect(comDctEmCampinas.facetas!.parecer).toEqual([
      { valor: 'com-dct', total: 1 },
      { valor: 'sem-dct', total: 2 },
    ]);
  });

  it('vale o último parecer antes da publicação', async () => {
    await definirStatus(app, ids['Semáforo']!, 9);
    await definirStatus(app, ids['Semáforo']!, 8);
    await definirStatus(app, ids['Semáforo']!, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
    expect(await titulos('?parecer=com-dct')).toEqual(['Lixeira', 'Semáforo', 'Ônibus']);
    await definirStatus(app, ids['Semáforo']!, 7);
    await definirStatus(app, ids['Semáforo']!, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
  });
});

describe('filtros novos malformados', () => {
  it.each([
    ['municipio', '123'],
    ['municipio', '9999999'],
    ['municipio', 'campinas'],
    ['parecer', 'talvez'],
  ])('recusa %s=%s com 400 que nomeia o campo', async (campo, valor) => {
    const resposta = await app.inject({ method: 'GET', url: `/api/solucoes?${campo}=${valor}` });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().issues).toEqual([{ path: campo, message: 'Valor inválido.' }]);
  });

  it('um código bem formado que não é de município não acha nada nem aparece na lista', async () => {
    const pagina = await buscarSolucoes(app, '?municipio=3599999');
    expect(pagina.total).toBe(0);
    expect(pagina.facetas!.municipio.map((m) => m.valor)).not.toContain(3599999);
  });
});
