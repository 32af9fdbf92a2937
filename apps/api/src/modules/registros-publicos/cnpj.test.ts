import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { novoIp } from '../../../test/fixtures.ts';
import {
  empresaNoRegistro,
  iniciarProvedoresFalsos,
  type ProvedoresFalsos,
} from '../../../test/registros-falsos.ts';
import { TAMANHO_MAXIMO_RESPOSTA } from './provedor.ts';

const ATIVA = '11222333000181';
const BAIXADA = '11444777000161';
const LENTA = '19100000000191';
const QUEBRADA = '60574610000120';
const COM_ERRO = '33000000000140';
const DESCONHECIDA = '07000000000130';
// A loopback answer takes milliseconds; the wait leaves room for a loaded CI machine, and the slow
// provider answers far beyond it.
const ESPERA_MS = 2_000;
const ATRASO_LENTO_MS = 10_000;
const ENORME = '04022151959245';
const ENORME_EM_PARTES = '26985029664088';
// A valid company padded past the portal's ceiling: read whole, it would fill the form.
const empresaEnorme = () => empresaNoRegistro({ complemento: 'x'.repeat(TAMANHO_MAXIMO_RESPOSTA) });

let provedores: ProvedoresFalsos;
let app: FastifyInstance;
beforeAll(async () => {
  provedores = await iniciarProvedoresFalsos({
    [`/cnpj/${ATIVA}`]: { json: empresaNoRegistro() },
    [`/cnpj/${BAIXADA}`]: {
      json: empresaNoRegistro({
        cnpj: BAIXADA,
        descricao_situacao_cadastral: 'BAIXADA',
        descricao_tipo_de_logradouro: '',
        logradouro: 'RUA DOS BANDEIRANTES',
        codigo_municipio_ibge: null,
        uf: 'SP',
        municipio: 'SAO CARLOS',
      }),
    },
    [`/cnpj/${LENTA}`]: { json: empresaNoRegistro(), atrasoMs: ATRASO_LENTO_MS },
    [`/cnpj/${QUEBRADA}`]: { texto: '<html>manutenção</html>' },
    [`/cnpj/${COM_ERRO}`]: { status: 500 },
    [`/cnpj/${ENORME}`]: { json: empresaEnorme() },
    [`/cnpj/${ENORME_EM_PARTES}`]: { emPartes: empresaEnorme() },
  });
  app = await buildTestApp({ registros: { ...provedores.urls, timeoutMs: ESPERA_MS } });
});
afterAll(async () => {
  await app.close();
  await provedores.fechar();
});

const consultar = (cnpj: string, aplicacao = app) =>
  aplicacao.inject({ method: 'GET', url: `/api/registros/cnpj/${cnpj}`, remoteAddress: novoIp() });

describe('GET /api/registros/cnpj/:cnpj', () => {
  it('preenche razão social, nome fantasia, situação e endereço com o município do IBGE', async () => {
    const response = await consultar(encodeURIComponent('11.222.333/0001-81'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      disponivel: true,
      dados: {
        nomeOficial: 'CIDADE VIVA SOLUCOES URBANAS LTDA',
        nomeFantasia: 'CIDADE VIVA',
        situacaoCadastral: 'ATIVA',
        ativa: true,
        endereco: {
          cep: '01310200',
          tipoLogradouro: 2,
          nomeLogradouro: 'PAULISTA',
          numero: '1578',
          complemento: 'ANDAR 5',
          bairro: 'BELA VISTA',
          estadoId: 35,
          municipioId: 3550308,
        },
      },
    });
  });

  it('marca a empresa que não está ATIVA e acha o tipo e o município pelo nome', async () => {
    const body = (await consultar(BAIXADA)).json();
    expect(body.dados).toMatchObject({ situacaoCadastral: 'BAIXADA', ativa: false });
    expect(body.dados.endereco).toMatchObject({
      tipoLogradouro: 1,
      nomeLogradouro: 'DOS BANDEIRANTES',
      estadoId: 35,
      municipioId: 3548906,
    });
  });

  it('guarda a resposta: a segunda consulta não chama o provedor', async () => {
    await consultar(ATIVA);
    await consultar(ATIVA);
    expect(provedores.chamadas(`/cnpj/${ATIVA}`)).toBe(1);
  });

  it('um CNPJ que o provedor não conhece não preenche nada, sem aviso', async () => {
    const response = await consultar(DESCONHECIDA);
    expect(response.json()).toEqual({ disponivel: false, motivo: 'nao-encontrado' });
  });

  it.each([
    ['lento', LENTA],
    ['com resposta que não é JSON', QUEBRADA],
    ['com erro 500', COM_ERRO],
    ['com resposta acima do teto', ENORME],
    ['com resposta acima do teto, sem tamanho declarado', ENORME_EM_PARTES],
  ])('provedor %s: 200 indisponível, sem guardar a falha', async (_caso, cnpj) => {
    const inicio = Date.now();
    const response = await consultar(cnpj);
    // The person never waits for the slow provider.
    expect(Date.now() - inicio).toBeLessThan(ATRASO_LENTO_MS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ disponivel: false, motivo: 'indisponivel' });
    await consultar(cnpj);
    expect(provedores.chamadas(`/cnpj/${cnpj}`)).toBe(2);
  });

  it('provedor fora do ar (porta fechada): 200 indisponível', async () => {
    const fechado = await iniciarProvedoresFalsos({});
    await fechado.fechar();
    const outra = await buildTestApp({ registros: { ...fechado.urls, timeoutMs: 300 } });
    try {
      const response = await consultar(ATIVA, outra);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ disponivel: false, motivo: 'indisponivel' });
    } finally {
      await outra.close();
    }
  });

  it('sem provedor configurado, responde desligado', async () => {
    const desligado = await buildTestApp();
    try {
      const response = await consultar(ATIVA, desligado);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ disponivel: false, motivo: 'desligado' });
    } finally {
      await desligado.close();
    }
  });

  it.each(['11222333000180', '1122', '%00', `${ATIVA}%00`])(
    'recusa o CNPJ inválido %s com 400 nomeando o campo',
    async (cnpj) => {
      const response = await consultar(cnpj);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([{ path: 'cnpj', message: 'CNPJ inválido!' }]);
    },
  );
});
