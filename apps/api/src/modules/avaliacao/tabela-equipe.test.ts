import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/fixtures.ts';
import { adminDeTeste } from '../../../test/fixtures-equipe.ts';
import { atribuir, avaliar, cenarioAvaliacao } from '../../../test/fixtures-avaliacao.ts';
import { criarProposta } from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';

const ADMIN = adminDeTeste();
let app: FastifyInstance;
let c: Awaited<ReturnType<typeof cenarioAvaliacao>>;
let p2: string;
let p3: string;

interface Linha {
  propostaID: string;
  avaliacao: {
    atribuidas: number;
    enviadas: number;
    nota: number | null;
    divergente: boolean | null;
  };
}

// Builds a whole cast (staff, company, solutions, evaluations): slow on a busy machine.
beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
  c = await cenarioAvaliacao(app, ADMIN);
  p2 = await criarProposta(app, c.empresa);
  p3 = await criarProposta(app, c.empresa);
  await atribuir(app, c.adm, [c.propostaId, p2], [c.ana, c.beto]);
  await atribuir(app, c.adm, [p3], [c.ana]);
  await avaliar(app, c.ana, c.propostaId, 2);
  await avaliar(app, c.beto, c.propostaId, 3);
  await avaliar(app, c.ana, p2, 5);
}, 180_000);
afterAll(() => app.close());

const tabela = async (membro: typeof c.ana, query: string) => {
  const response = await injectAs(app, membro, {
    method: 'GET',
    url: `/api/proposta/analise?${query}`,
  });
  return { status: response.statusCode, itens: (response.json().itens ?? []) as Linha[] };
};

describe('avaliação na tabela da equipe', () => {
  it('mostra "2/3 avaliações" e ordena pela nota consolidada, sem nota por último', async () => {
    const { itens } = await tabela(c.adm, 'ordem=nota&direcao=desc');
    expect(itens.map((i) => i.propostaID)).toEqual([p2, c.propostaId, p3]);
    expect(itens.map((i) => [i.avaliacao.enviadas, i.avaliacao.atribuidas])).toEqual([
      [1, 2],
      [2, 2],
      [0, 1],
    ]);
    expect(itens[0]!.avaliacao.nota).toBe(10);
    expect(itens[1]!.avaliacao).toMatchObject({ nota: 5, divergente: false });
  });

  it('filtra por avaliador e por avaliadas / pendentes', async () => {
    const doBeto = await tabela(c.adm, `avaliador=${c.beto.id}`);
    expect(doBeto.itens.map((i) => i.propostaID).sort()).toEqual([c.propostaId, p2].sort());
    const avaliadas = await tabela(c.adm, 'avaliacao=avaliadas');
    expect(avaliadas.itens.map((i) => i.propostaID)).toEqual([c.propostaId]);
    const pendentes = await tabela(c.adm, 'avaliacao=pendentes');
    expect(pendentes.itens.map((i) => i.propostaID).sort()).toEqual([p2, p3].sort());
  });

  it('o analista vê a nota só onde já enviou a sua, e não ordena por ela', async () => {
    expect((await tabela(c.beto, 'ordem=nota')).status).toBe(403);
    const { itens } = await tabela(c.beto, 'ordem=codigoProposta');
    const porId = new Map(itens.map((i) => [i.propostaID, i.avaliacao]));
    expect(porId.get(c.propostaId)!.nota).toBe(5);
    expect(porId.get(p2)).toMatchObject({ nota: null, enviadas: 1, atribuidas: 2 });
  });
});
