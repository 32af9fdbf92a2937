import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { novoIp } from '../../../test/fixtures.ts';
import {
  cepNoRegistro,
  iniciarProvedoresFalsos,
  type ProvedoresFalsos,
} from '../../../test/registros-falsos.ts';

let provedores: ProvedoresFalsos;
let app: FastifyInstance;
beforeAll(async () => {
  provedores = await iniciarProvedoresFalsos({
    '/cep/13560970': { json: cepNoRegistro() },
    // The IBGE provider knows this one: its code wins over a city name that matches nothing.
    '/cep/01310200': {
      json: cepNoRegistro({ cep: '01310200', city: 'Sampa', street: 'Avenida Paulista' }),
    },
    '/ibge/01310200/json/': { json: { cep: '01310-200', ibge: '3550308' } },
    '/ibge/13560970/json/': { json: { erro: true } },
    '/cep/20000000': { json: cepNoRegistro(), atrasoMs: 10_000 },
    '/cep/30000000': { json: { mensagem: 'inesperado' } },
  });
  app = await buildTestApp({ registros: { ...provedores.urls, timeoutMs: 2_000 } });
});
afterAll(async () => {
  await app.close();
  await provedores.fechar();
});

const consultar = (cep: string) =>
  app.inject({ method: 'GET', url: `/api/registros/cep/${cep}`, remoteAddress: novoIp() });

describe('GET /api/registros/cep/:cep', () => {
  it('preenche tipo e nome do logradouro, bairro, estado e município pelo nome', async () => {
    const response = await consultar('13560-970');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      disponivel: true,
      dados: {
        cep: '13560970',
        tipoLogradouro: 1,
        nomeLogradouro: 'Episcopal',
        numero: null,
        complemento: null,
        bairro: 'Centro',
        estadoId: 35,
        municipioId: 3548906,
      },
    });
  });

  it('usa o código IBGE do segundo provedor quando ele tem', async () => {
    const body = (await consultar('01310200')).json();
    expect(body.dados).toMatchObject({
      tipoLogradouro: 2,
      nomeLogradouro: 'Paulista',
      estadoId: 35,
      municipioId: 3550308,
    });
  });

  it('guarda a resposta: a segunda consulta não chama o provedor', async () => {
    await consultar('13560970');
    await consultar('13560970');
    expect(provedores.chamadas('/cep/13560970')).toBe(1);
  });

  it('um CEP desconhecido não preenche nada, sem aviso', async () => {
    expect((await consultar('40000000')).json()).toEqual({
      disponivel: false,
      motivo: 'nao-encontrado',
    });
  });

  it.each([
    ['lento', '20000000'],
    ['com resposta em outro formato', '30000000'],
  ])('provedor %s: 200 indisponível', async (_caso, cep) => {
    const response = await consultar(cep);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ disponivel: false, motivo: 'indisponivel' });
  });

  it.each(['1356097', '13560-97a', '%00'])(
    'recusa o CEP inválido %s com 400 nomeando o campo',
    async (cep) => {
      const response = await consultar(cep);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([{ path: 'cep', message: 'CEP inválido.' }]);
    },
  );

  it('limita as consultas por endereço', async () => {
    const remoteAddress = novoIp();
    const respostas = [];
    for (let i = 0; i < 21; i++) {
      respostas.push(
        await app.inject({ method: 'GET', url: '/api/registros/cep/13560970', remoteAddress }),
      );
    }
    expect(respostas.slice(0, 20).every((r) => r.statusCode === 200)).toBe(true);
    expect(respostas[20]!.statusCode).toBe(429);
  });
});
