import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivo } from '../../infra/db/schema.ts';
import { injectAs } from '../../../test/fixtures.ts';
import { signedInStaff, type MembroComSessao } from '../../../test/fixtures-equipe.ts';
import {
  inserirEmpresaComUsuario,
  inserirPropostas,
  linhaProposta,
} from '../../../test/semeadura.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let analista: MembroComSessao;
const P: Record<string, { id: string; codigo: string }> = {};
let agua: string;

const data = (texto: string) => new Date(texto);

beforeAll(async () => {
  app = await buildTestApp();
  analista = await signedInStaff(app, 4);
  const e1 = await inserirEmpresaComUsuario(app.db, {
    nomeOficial: 'Água Viva Soluções',
    nomeFantasia: 'Aquática',
    cnpj: '11222333000181',
  });
  const e2 = await inserirEmpresaComUsuario(app.db, {
    nomeOficial: 'alfa Sistemas',
    nomeFantasia: null,
  });
  const e3 = await inserirEmpresaComUsuario(app.db, {
    nomeOficial: 'Beta Mobilidade',
    nomeFantasia: 'Cidade Viva',
  });
  const e4 = await inserirEmpresaComUsuario(app.db, { nomeOficial: 'Zeta_100% Ltda' });
  agua = e1.empresaId;
  const linhas = {
    p1: linhaProposta(e1, {
      titulo: 'Sensores de enchente',
      destino: 2,
      indiceDetalhe: 20,
      statusPropostaId: 2,
      dataHoraEnvioPdf: data('2025-03-10T12:00:00Z'),
    }),
    p2: linhaProposta(e1, {
      titulo: 'Ônibus conectado',
      destino: 3,
      indiceDetalhe: 26,
      statusPropostaId: 5,
      dataHoraEnvioPdf: data('2025-03-12T12:00:00Z'),
    }),
    p3: linhaProposta(e2, {
      titulo: 'Iluminação pública',
      destino: 2,
      indiceDetalhe: 16,
      statusPropostaId: 1,
      dataHoraEnvioPdf: null,
    }),
    p4: linhaProposta(e3, {
      titulo: 'semáforo adaptativo',
      destino: 3,
      indiceDetalhe: 24,
      statusPropostaId: 3,
      dataHoraEnvioPdf: data('2025-02-01T12:00:00Z'),
    }),
    p5: linhaProposta(e4, {
      titulo: 'Câmeras com IA',
      destino: 4,
      indiceDetalhe: 40,
      statusPropostaId: 2,
      dataHoraEnvioPdf: data('2025-03-12T12:00:00Z'),
    }),
  };
  await inserirPropostas(app.db, Object.values(linhas));
  for (const [nome, linha] of Object.entries(linhas))
    P[nome] = { id: linha.id!, codigo: linha.codigoProposta };
  // Company 1 sent its CNPJ card: its rows carry it; the others' carry null.
  await app.db.insert(arquivo).values({
    id: randomUUID(),
    nomeOriginal: 'cartão-cnpj.pdf',
    tipoDoArquivo: 4,
    tipo: 'application/pdf',
    tamanho: 10,
    contexto: 13,
    empresaId: e1.empresaId,
  });
});
afterAll(() => app.close());

const analise = async (query = '') => {
  const response = await injectAs(app, analista, {
    method: 'GET',
    url: `/api/proposta/analise${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    itens: { propostaID: string }[];
    total: number;
    pagina: number;
    tamanho: number;
  };
};
const ordem = async (query: string) =>
  (await analise(query)).itens.map((i) => nomeDe(i.propostaID));
const nomeDe = (id: string) => Object.entries(P).find(([, p]) => p.id === id)?.[0];

describe('GET /api/proposta/analise: linhas e páginas', () => {
  it('responde a página com a linha da especificação e o total', async () => {
    const pagina = await analise();
    expect(pagina).toMatchObject({ total: 5, pagina: 1, tamanho: 50 });
    expect(pagina.itens.find((i) => i.propostaID === P.p2!.id)).toEqual({
      propostaID: P.p2!.id,
      codigoProposta: P.p2!.codigo,
      nomeOficialEmpresa: 'Água Viva Soluções',
      cnpjEmpresa: expect.stringMatching(/^\d{14}$/),
      empresaID: agua,
      tituloProposta: 'Ônibus conectado',
      statusProposta: { idStatusProposta: 5, descricao: 'Em Avaliação' },
      destino: { destino: 3, indiceDetalhe: 26 },
      dataHoraEnvioPDF: '2025-03-12T12:00:00.000Z',
      cartaoCNPJ: { id: expect.any(String), nomeOriginal: 'cartão-cnpj.pdf' },
      // No evaluator assigned yet (the evaluation's own tests cover the rest).
      avaliacao: {
        conflito: false,
        atribuidas: 0,
        enviadas: 0,
        nota: null,
        amplitude: null,
        divergente: null,
      },
    });
    expect(pagina.itens.find((i) => i.propostaID === P.p4!.id)).toMatchObject({ cartaoCNPJ: null });
  });

  it('pagina no servidor: páginas seguintes, a última incompleta e depois do fim vazia', async () => {
    expect(await ordem('?tamanho=2')).toEqual(['p5', 'p2']);
    expect(await ordem('?tamanho=2&pagina=2')).toEqual(['p1', 'p4']);
    expect(await ordem('?tamanho=2&pagina=3')).toEqual(['p3']);
    expect(await analise('?tamanho=2&pagina=4')).toMatchObject({
      itens: [],
      total: 5,
      pagina: 4,
      tamanho: 2,
    });
  });

  it('recusa parâmetros inválidos com 400 nos campos', async () => {
    const response = await injectAs(app, analista, {
      method: 'GET',
      url: '/api/proposta/analise?tamanho=201&ordem=senha&eixo=9',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'tamanho',
      'ordem',
      'eixo',
    ]);
  });
});

describe('GET /api/proposta/analise: ordenação', () => {
  it.each([
    ['', ['p5', 'p2', 'p1', 'p4', 'p3']],
    ['?direcao=asc', ['p4', 'p1', 'p2', 'p5', 'p3']],
    ['?ordem=codigoProposta', ['p1', 'p2', 'p3', 'p4', 'p5']],
    ['?ordem=codigoProposta&direcao=desc', ['p5', 'p4', 'p3', 'p2', 'p1']],
    // Case and accents ignored: 'Água' before 'alfa', 'alfa' before 'Beta'.
    ['?ordem=nomeOficialEmpresa', ['p1', 'p2', 'p3', 'p4', 'p5']],
    ['?ordem=nomeOficialEmpresa&direcao=desc', ['p5', 'p4', 'p3', 'p2', 'p1']],
    ['?ordem=tituloProposta', ['p5', 'p3', 'p2', 'p4', 'p1']],
    ['?ordem=status', ['p3', 'p1', 'p5', 'p4', 'p2']],
    ['?ordem=status&direcao=desc', ['p2', 'p4', 'p5', 'p1', 'p3']],
  ])('%s', async (query, esperado) => {
    expect(await ordem(query)).toEqual(esperado);
  });
});

describe('GET /api/proposta/analise: filtros', () => {
  it.each([
    ['?status=2', ['p5', 'p1']],
    ['?status=2,3', ['p5', 'p1', 'p4']],
    ['?status=2&status=3', ['p5', 'p1', 'p4']],
    ['?eixo=2', ['p1', 'p3']],
    ['?capacidade=26', ['p2']],
    ['?eixo=3&capacidade=24', ['p4']],
    ['?eixo=3&capacidade=20', []],
    ['?empresa=%C3%81GUA', ['p2', 'p1']],
    ['?empresa=agua', ['p2', 'p1']],
    ['?empresa=aquat', ['p2', 'p1']],
    ['?empresa=cidade%20viva', ['p4']],
    ['?empresa=1122233', ['p2', 'p1']],
    ['?empresa=11.222.333%2F0001-81', ['p2', 'p1']],
    // LIKE's wildcards typed by a person are literal: 'a_' is not 'a' plus any character.
    ['?empresa=a_', ['p5']],
    ['?empresa=%25%20l', ['p5']],
    ['?busca=onibus', ['p2']],
    ['?busca=S%C3%89MAFORO', ['p4']],
    // The catalogue's search: plurals and accents forgiven in the title.
    ['?busca=semaforos%20adaptativos', ['p4']],
    ['?busca=CI-2024', ['p5', 'p2', 'p1', 'p4', 'p3']],
    ['?status=2&eixo=4&empresa=zeta&busca=ia&ordem=tituloProposta', ['p5']],
  ])('%s', async (query, esperado) => {
    const pagina = await analise(query);
    expect(pagina.itens.map((i) => nomeDe(i.propostaID))).toEqual(esperado);
    expect(pagina.total).toBe(esperado.length);
  });

  it('busca pelo código exato', async () => {
    expect(await ordem(`?busca=${P.p3!.codigo}`)).toEqual(['p3']);
  });
});
