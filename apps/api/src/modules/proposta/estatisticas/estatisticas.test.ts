import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../../test/fixtures.ts';
import { signedInStaff, type MembroComSessao } from '../../../../test/fixtures-equipe.ts';
import { buildTestApp } from '../../../../test/helper.ts';
import {
  inserirEmpresaComUsuario,
  inserirPropostas,
  linhaProposta,
} from '../../../../test/semeadura.ts';

let app: FastifyInstance;
let analista: MembroComSessao;
const d = (texto: string) => new Date(texto);

/**
 * Five proposals whose dates sit on the edges of São Paulo's days and months: 'b' is created on
 * 28 February in São Paulo (1 March in UTC), 'd' on 31 March (1 April in UTC).
 */
beforeAll(async () => {
  app = await buildTestApp();
  analista = await signedInStaff(app, 4);
  const e1 = await inserirEmpresaComUsuario(app.db, { dataCadastro: d('2025-01-15T12:00:00Z') });
  const e2 = await inserirEmpresaComUsuario(app.db, { dataCadastro: d('2025-03-05T12:00:00Z') });
  await inserirPropostas(app.db, [
    linhaProposta(e1, {
      destino: 1,
      indiceDetalhe: 6,
      dataCadastro: d('2025-01-10T15:00:00Z'),
      dataHoraEnvioPdf: d('2025-01-20T12:00:00Z'),
    }),
    linhaProposta(e1, {
      destino: 3,
      indiceDetalhe: 24,
      dataCadastro: d('2025-02-28T23:30:00-03:00'),
      dataHoraEnvioPdf: null,
    }),
    linhaProposta(e2, {
      destino: 3,
      indiceDetalhe: 24,
      dataCadastro: d('2025-03-03T10:00:00-03:00'),
      dataHoraEnvioPdf: d('2025-03-04T10:00:00-03:00'),
    }),
    linhaProposta(e2, {
      destino: 5,
      indiceDetalhe: 51,
      dataCadastro: d('2025-03-31T23:00:00-03:00'),
      dataHoraEnvioPdf: d('2025-04-02T10:00:00-03:00'),
    }),
    linhaProposta(e2, {
      destino: 2,
      indiceDetalhe: 13,
      dataCadastro: d('2024-12-20T12:00:00-03:00'),
      dataHoraEnvioPdf: d('2025-01-02T12:00:00-03:00'),
    }),
  ]);
});
afterAll(() => app.close());

const get = async (url: string, esperado = 200) => {
  const response = await injectAs(app, analista, {
    method: 'GET',
    url: `/api/proposta/estatisticas${url}`,
  });
  expect(response.statusCode, response.body).toBe(esperado);
  return response.json();
};

const quantidades = (itens: { id: number; quantidade: number }[]) =>
  Object.fromEntries(itens.filter((i) => i.quantidade > 0).map((i) => [i.id, i.quantidade]));

describe('GET /api/proposta/estatisticas', () => {
  it('soma empresas, propostas e PDFs assinados e distribui por eixo e capacidade', async () => {
    const estatisticas = await get('');
    expect(estatisticas).toMatchObject({
      totalEmpresas: 2,
      totalPropostas: 5,
      totalPropostasPdfAssinados: 4,
    });
    expect(estatisticas.distribuicaoPropostasDestinos).toEqual([
      { id: 1, descricao: 'Conectividade', quantidade: 1 },
      { id: 2, descricao: 'Governança e Planejamento Urbano', quantidade: 1 },
      { id: 3, descricao: 'Mobilidade Urbana', quantidade: 2 },
      { id: 4, descricao: 'Segurança', quantidade: 0 },
      { id: 5, descricao: 'Serviços', quantidade: 1 },
    ]);
    expect(estatisticas.distribuicaoPropostasDetalhes).toHaveLength(46);
    expect(estatisticas.distribuicaoPropostasDetalhes[0]).toEqual({
      id: 6,
      descricao: 'Sensores IoT',
      eixo: 1,
      quantidade: 1,
    });
    expect(quantidades(estatisticas.distribuicaoPropostasDetalhes)).toEqual({
      6: 1,
      13: 1,
      24: 2,
      51: 1,
    });
  });

  it('restringe ao período: dias inteiros de São Paulo, o último incluído', async () => {
    const periodo = await get('/2025-01-01/2025-02-28');
    expect(periodo).toMatchObject({
      totalEmpresas: 1,
      totalPropostas: 2,
      totalPropostasPdfAssinados: 2,
    });
    expect(quantidades(periodo.distribuicaoPropostasDestinos)).toEqual({ 1: 1, 3: 1 });
  });

  it('aceita instantes com fuso, o final incluído', async () => {
    const periodo = await get('/2025-03-01T00:00:00-03:00/2025-03-03T10:00:00-03:00');
    expect(periodo).toMatchObject({
      totalEmpresas: 0,
      totalPropostas: 1,
      totalPropostasPdfAssinados: 0,
    });
  });

  it('recusa datas inválidas e fim antes do início com 400 em português', async () => {
    expect((await get('/2025-02-30/31-12-2025', 400)).issues).toEqual([
      { path: 'inicio', message: 'Data inválida.' },
      { path: 'fim', message: 'Data inválida.' },
    ]);
    expect((await get('/mes/2025-03-01/2025-01-01', 400)).issues).toEqual([
      { path: 'fim', message: 'A data final deve ser igual ou posterior à data inicial.' },
    ]);
    expect((await get('/semana/2000-01-01/2025-01-01', 400)).issues).toEqual([
      { path: 'fim', message: 'O período deve ter no máximo 3660 dias.' },
    ]);
  });
});

describe('série por dia (calendário: envios por dia até o prazo)', () => {
  it('conta pelo dia de São Paulo, com os dias sem nada presentes', async () => {
    expect(await get('/dia/2025-03-02/2025-03-05')).toEqual([
      { periodo: '2025-03-02', propostasCriadas: 0, pdfsAssinados: 0 },
      { periodo: '2025-03-03', propostasCriadas: 1, pdfsAssinados: 0 },
      { periodo: '2025-03-04', propostasCriadas: 0, pdfsAssinados: 1 },
      { periodo: '2025-03-05', propostasCriadas: 0, pdfsAssinados: 0 },
    ]);
    expect(await get('/dia/2025-03-31/2025-04-01')).toEqual([
      { periodo: '2025-03-31', propostasCriadas: 1, pdfsAssinados: 0 },
      { periodo: '2025-04-01', propostasCriadas: 0, pdfsAssinados: 0 },
    ]);
  });
});

describe('séries por mês e por semana', () => {
  it('por mês, com o fuso de São Paulo e meses sem nada presentes', async () => {
    expect(await get('/mes/2025-01-01/2025-05-31')).toEqual([
      { periodo: '2025-01', propostasCriadas: 1, pdfsAssinados: 2 },
      { periodo: '2025-02', propostasCriadas: 1, pdfsAssinados: 0 },
      { periodo: '2025-03', propostasCriadas: 2, pdfsAssinados: 1 },
      { periodo: '2025-04', propostasCriadas: 0, pdfsAssinados: 1 },
      { periodo: '2025-05', propostasCriadas: 0, pdfsAssinados: 0 },
    ]);
  });

  it('por mês acumulado, a partir do que veio antes do início', async () => {
    expect(await get('/mes-comulativo/2025-01-01/2025-05-31')).toEqual([
      { periodo: '2025-01', propostasCriadas: 2, pdfsAssinados: 2 },
      { periodo: '2025-02', propostasCriadas: 3, pdfsAssinados: 2 },
      { periodo: '2025-03', propostasCriadas: 5, pdfsAssinados: 3 },
      { periodo: '2025-04', propostasCriadas: 5, pdfsAssinados: 4 },
      { periodo: '2025-05', propostasCriadas: 5, pdfsAssinados: 4 },
    ]);
  });

  it('por semana, pela segunda-feira, contando só o que cai no intervalo', async () => {
    expect(await get('/semana/2025-02-26/2025-03-16')).toEqual([
      { periodo: '2025-02-24', propostasCriadas: 1, pdfsAssinados: 0 },
      { periodo: '2025-03-03', propostasCriadas: 1, pdfsAssinados: 1 },
      { periodo: '2025-03-10', propostasCriadas: 0, pdfsAssinados: 0 },
    ]);
    expect(await get('/semana-comulativo/2025-02-26/2025-03-16')).toEqual([
      { periodo: '2025-02-24', propostasCriadas: 3, pdfsAssinados: 2 },
      { periodo: '2025-03-03', propostasCriadas: 4, pdfsAssinados: 3 },
      { periodo: '2025-03-10', propostasCriadas: 4, pdfsAssinados: 3 },
    ]);
  });
});
