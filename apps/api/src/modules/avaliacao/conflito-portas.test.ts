import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/fixtures.ts';
import {
  adminDeTeste,
  signedInStaff,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import {
  atribuir,
  avaliar,
  cenarioAvaliacao,
  declarar,
  painel,
} from '../../../test/fixtures-avaliacao.ts';
import { criarProposta } from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';

/**
 * The finding, as it was measured: an administrator assigned to a solution declares
 * a personal conflict, and then tries every other door to its evaluation. So does an analyst.
 */

const ADMIN = adminDeTeste();
let app: FastifyInstance;
let c: Awaited<ReturnType<typeof cenarioAvaliacao>>;
/** Another administrator, with no conflict: what the doors open to when nothing closes them. */
let dora: MembroComSessao;
/** An analyst who declared a conflict with the solution. */
let carla: MembroComSessao;
/** Scored lower than the solution in conflict. */
let p2: string;
/** Never evaluated. */
let p3: string;
const codigos = new Map<string, string>();

const get = (membro: { cookie: string }, url: string) =>
  injectAs(app, membro, { method: 'GET', url });

interface LinhaTabela {
  propostaID: string;
  codigoProposta: string;
  avaliacao: Record<string, unknown>;
}

const tabela = async (membro: MembroComSessao, query: string) => {
  const response = await get(membro, `/api/proposta/analise?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().itens as LinhaTabela[];
};

// A whole cast (staff, company, three solutions, evaluations): slow on a busy machine.
beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
  c = await cenarioAvaliacao(app, ADMIN);
  dora = await signedInStaff(app, 5, { nome: 'Dora Administradora' });
  carla = await signedInStaff(app, 4, { nome: 'Carla Analista' });
  p2 = await criarProposta(app, c.empresa);
  p3 = await criarProposta(app, c.empresa);
  await atribuir(app, c.adm, [c.propostaId], [c.ana, c.beto, c.adm, carla]);
  await atribuir(app, c.adm, [p2], [c.ana]);
  await avaliar(app, c.ana, c.propostaId, 5);
  await avaliar(app, c.beto, c.propostaId, 1);
  await avaliar(app, c.ana, p2, 2);
  await injectAs(app, c.ana, {
    method: 'POST',
    url: `/api/avaliacao/proposta/${c.propostaId}/notas`,
    payload: { texto: 'Conferir o CNPJ da parceira.' },
  });
  const rascunho = await injectAs(app, dora, {
    method: 'PUT',
    url: `/api/avaliacao/proposta/${c.propostaId}/parecer`,
    payload: { conclusao: 'Apta, conforme as avaliações.' },
  });
  expect(rascunho.statusCode).toBe(200);
  const conflito = await declarar(
    app,
    c.adm,
    c.propostaId,
    'pessoal',
    'Meu irmão é sócio da empresa.',
  );
  expect(conflito.statusCode).toBe(200);
  expect((await declarar(app, carla, c.propostaId, 'financeiro')).statusCode).toBe(200);
  for (const linha of await tabela(dora, 'ordem=codigoProposta')) {
    codigos.set(linha.propostaID, linha.codigoProposta);
  }
}, 180_000);
afterAll(() => app.close());

describe('um conflito declarado fecha todas as portas da avaliação', () => {
  it('o histórico das avaliações responde 404, sem justificativas nem notas', async () => {
    const response = await get(c.adm, `/api/avaliacao/proposta/${c.propostaId}/historico`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Justificativa');
    expect(response.body).not.toContain('Ana Avaliadora');
    // The door stays open to an administrator with no conflict.
    const daDora = await get(dora, `/api/avaliacao/proposta/${c.propostaId}/historico`);
    expect(daDora.json()).toHaveLength(2);
  });

  it('a exportação deixa de fora as avaliações e a nota consolidada da solução', async () => {
    const codigo = codigos.get(c.propostaId)!;
    const exportada = (await get(c.adm, '/api/avaliacao/exportacao')).json();
    expect(exportada.porAvaliacao.map((a: { codigoProposta: string }) => a.codigoProposta)).toEqual(
      [codigos.get(p2)],
    );
    expect(exportada.porSolucao.map((s: { codigoProposta: string }) => s.codigoProposta)).toEqual([
      codigos.get(p2),
    ]);
    const daDora = (await get(dora, '/api/avaliacao/exportacao')).json();
    expect(
      daDora.porSolucao.find((s: { codigoProposta: string }) => s.codigoProposta === codigo),
    ).toMatchObject({ media: 6, enviadas: 2 });
  });

  it('a tabela da equipe mostra a solução, mas nada da sua avaliação', async () => {
    const [doAdm] = (await tabela(c.adm, 'ordem=codigoProposta')).filter(
      (l) => l.propostaID === c.propostaId,
    );
    const vazia = {
      conflito: true,
      atribuidas: null,
      enviadas: null,
      nota: null,
      amplitude: null,
      divergente: null,
    };
    expect(doAdm!.avaliacao).toEqual(vazia);
    const [daCarla] = (await tabela(carla, 'ordem=codigoProposta')).filter(
      (l) => l.propostaID === c.propostaId,
    );
    expect(daCarla!.avaliacao).toEqual(vazia);
    const [daDora] = (await tabela(dora, 'ordem=codigoProposta')).filter(
      (l) => l.propostaID === c.propostaId,
    );
    expect(daDora!.avaliacao).toMatchObject({ conflito: false, atribuidas: 2, nota: 6 });
  });

  it('ordenar pela nota põe a solução entre as sem nota, nas duas direções', async () => {
    const ids = async (membro: MembroComSessao, direcao: string) =>
      (await tabela(membro, `ordem=nota&direcao=${direcao}`)).map((l) => l.propostaID);
    // Without a conflict, the order tells the score: 6 before 4.
    expect(await ids(dora, 'desc')).toEqual([c.propostaId, p2, p3]);
    // With one, the solution sorts with the unscored ones, by code, whatever its score.
    expect(await ids(c.adm, 'desc')).toEqual([p2, p3, c.propostaId]);
    expect(await ids(c.adm, 'asc')).toEqual([p2, c.propostaId, p3]);
  });

  it('os filtros de avaliação não contam a história da solução', async () => {
    const ids = async (query: string) => (await tabela(c.adm, query)).map((l) => l.propostaID);
    expect(await ids(`avaliador=${c.ana.id}`)).toEqual([p2]);
    expect(await ids('avaliacao=avaliadas')).toEqual([p2]);
    expect(await ids('avaliacao=pendentes')).toEqual([]);
  });

  it('a nota consolidada não chega por nenhum caminho', async () => {
    const visto = await painel(app, c.adm, c.propostaId);
    expect(visto).toMatchObject({ conflito: true, consolidacao: null, avaliacoes: null });
    const exportada = (await get(c.adm, '/api/avaliacao/exportacao')).body;
    const linhas = await tabela(c.adm, 'ordem=codigoProposta');
    // 6 is the solution's consolidated score; p2's is 4.
    expect(JSON.stringify(linhas)).not.toMatch(/"(nota|media)":6\b/);
    expect(exportada).not.toMatch(/"(nota|media|notaFinal)":(6|10|2)\b/);
  });

  it('as notas internas respondem 404 ao administrador, para ler e para escrever', async () => {
    const url = `/api/avaliacao/proposta/${c.propostaId}/notas`;
    const lidas = await get(c.adm, url);
    expect(lidas.statusCode).toBe(404);
    expect(lidas.body).not.toContain('CNPJ da parceira');
    const escrita = await injectAs(app, c.adm, { method: 'POST', url, payload: { texto: 'x' } });
    expect(escrita.statusCode).toBe(404);
  });

  it('o rascunho do parecer não se lê, não se altera, não se emite nem se libera', async () => {
    const url = `/api/avaliacao/proposta/${c.propostaId}/parecer`;
    expect((await get(c.adm, url)).statusCode).toBe(404);
    const salvar = await injectAs(app, c.adm, {
      method: 'PUT',
      url,
      payload: { conclusao: 'Inapta.' },
    });
    expect(salvar.statusCode).toBe(404);
    expect((await injectAs(app, c.adm, { method: 'POST', url: `${url}/emissao` })).statusCode).toBe(
      404,
    );
    expect(
      (await injectAs(app, c.adm, { method: 'POST', url: `${url}/liberacao` })).statusCode,
    ).toBe(404);
    expect((await get(dora, url)).json()).toMatchObject({
      conclusao: 'Apta, conforme as avaliações.',
      emitidoEm: null,
    });
  });

  it('nem reabrir uma avaliação nem tirar um avaliador; atribuir a outro, sim', async () => {
    const { avaliacoes, atribuicoes } = await painel(app, dora, c.propostaId);
    const reabrir = await injectAs(app, c.adm, {
      method: 'POST',
      url: `/api/avaliacao/avaliacoes/${avaliacoes[0].id}/reabertura`,
      payload: { motivo: 'Rever.' },
    });
    expect(reabrir.statusCode).toBe(404);
    const remover = await injectAs(app, c.adm, {
      method: 'DELETE',
      url: `/api/avaliacao/atribuicoes/${atribuicoes[0].id}`,
    });
    expect(remover.statusCode).toBe(404);
    const substituta = await signedInStaff(app, 4, { nome: 'Eva Substituta' });
    await atribuir(app, c.adm, [c.propostaId], [substituta]);
    expect((await get(c.adm, `/api/proposta/${c.propostaId}`)).statusCode).toBe(200);
  });
});

describe('a declaração de conflito no registro de auditoria', () => {
  const acoes = (corpo: { itens: { acao: string }[] }) => corpo.itens.map((i) => i.acao);

  it('fica registrada com o tipo, sem a descrição', async () => {
    const { itens } = (await get(dora, '/api/auditoria?acao=avaliacao.conflito')).json();
    expect(itens).toHaveLength(2);
    expect(itens.map((i: { pessoa: { nome: string } }) => i.pessoa.nome)).toContain(
      'Carla Analista',
    );
    const doAdm = itens.find((i: { pessoa: { id: string } }) => i.pessoa.id === c.adm.id);
    expect(doAdm).toMatchObject({
      proposta: { id: c.propostaId },
      detalhes: { conflito: 'pessoal' },
    });
    expect(JSON.stringify(itens)).not.toContain('irmão');
  });

  it('os trechos da avaliação somem para quem tem conflito, na solução, na lista e no CSV', async () => {
    const codigo = codigos.get(c.propostaId)!;
    const daSolucao = `/api/proposta/${c.propostaId}/auditoria?tamanho=200`;
    expect(
      acoes((await get(dora, daSolucao)).json()).filter((a) => a.startsWith('avaliacao.')),
    ).toEqual(['avaliacao.conflito', 'avaliacao.conflito', 'avaliacao.envio', 'avaliacao.envio']);
    for (const membro of [c.adm, carla]) {
      const trecho = acoes((await get(membro, daSolucao)).json());
      expect(trecho.filter((a) => a.startsWith('avaliacao.'))).toEqual([]);
    }
    const lista = (await get(c.adm, `/api/auditoria?solucao=${codigo}&tamanho=200`)).json();
    expect(acoes(lista).filter((a) => a.startsWith('avaliacao.'))).toEqual([]);
    const csv = (await get(c.adm, `/api/auditoria/registros.csv?solucao=${codigo}`)).body;
    expect(csv).not.toContain('Enviou a avaliação');
    expect(csv).not.toContain('Declarou conflito');
    const csvDaDora = (await get(dora, `/api/auditoria/registros.csv?solucao=${codigo}`)).body;
    expect(csvDaDora).toContain('Enviou a avaliação de uma solução');
  });

  it('a empresa não vê os registros da avaliação nos seus dados', async () => {
    const meusDados = await get(c.empresa, '/api/meus-dados');
    expect(meusDados.statusCode).toBe(200);
    expect(meusDados.body).toContain(codigos.get(c.propostaId));
    expect(meusDados.body).not.toContain('Declarou conflito');
    expect(meusDados.body).not.toContain('Enviou a avaliação');
  });
});
