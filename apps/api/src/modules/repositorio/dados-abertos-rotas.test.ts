import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCompanyUser } from '../../../test/fixtures.ts';
import { criarProposta, definirStatus } from '../../../test/fixtures-proposta.ts';
import { solucaoPublicada } from '../../../test/fixtures-repositorio.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let publicada: string;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: 'https://cidades.sp.gov.br' });
  const empresa = await signedInCompanyUser(app);
  publicada = await solucaoPublicada(app, empresa, {
    titulo: 'Lixeira com sensor "cheia"',
    keyWords: ['resíduos', 'IoT'],
    destino: { destino: 5, indiceDetalhe: 45 },
  });
  await definirStatus(app, await criarProposta(app, empresa), 9);
});
afterAll(() => app.close());

describe('dados abertos do repositório', () => {
  it('JSON: só as publicadas, campos públicos achatados, para download', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/solucoes/dados-abertos.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="solucoes-cidades-inteligentes.json"/,
    );
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toEqual([
      {
        id: publicada,
        titulo: 'Lixeira com sensor "cheia"',
        descricao: 'Controle adaptativo de tráfego com sensores de fluxo.',
        palavrasChave: ['resíduos', 'IoT'],
        eixo: 'Serviços',
        capacidade: 'Gestão de Resíduos',
        empresa: 'Cidade Viva',
        webSite: 'https://cidadeviva.com.br',
        url: `https://cidades.sp.gov.br/solutions/${publicada}`,
        publicadaEm: expect.any(String),
      },
    ]);
  });

  it('CSV: BOM, cabeçalho, CRLF e valores entre aspas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/solucoes/dados-abertos.csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="solucoes-cidades-inteligentes.csv"/,
    );
    const linhas = response.body.split('\r\n');
    expect(linhas).toHaveLength(2);
    expect(linhas[0]).toMatch(/^\uFEFF"id","titulo",/);
    expect(linhas[1]).toContain(`"${publicada}","Lixeira com sensor ""cheia""",`);
    expect(linhas[1]).toContain('"resíduos; IoT","Serviços","Gestão de Resíduos","Cidade Viva"');
  });

  it('limita os downloads por cliente, com a mensagem em português', async () => {
    const baixar = () =>
      app.inject({
        method: 'GET',
        url: '/api/solucoes/dados-abertos.csv',
        remoteAddress: '10.77.0.1',
      });
    for (let i = 0; i < 20; i++) expect((await baixar()).statusCode).toBe(200);
    const excedente = await baixar();
    expect(excedente.statusCode).toBe(429);
    expect(excedente.json().message).toBe(
      'Muitas requisições em pouco tempo. Aguarde um momento e tente novamente.',
    );
  });
});
