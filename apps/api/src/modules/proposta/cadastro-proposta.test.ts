// @module-tag dois-bancos
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectAs,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import {
  comValor,
  criarProposta,
  novaProposta,
  propostaMaxima,
  tornarAnalista,
} from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { historicoStatusProposta, proposta } from '../../infra/db/schema-propostas.ts';

let app: FastifyInstance;
let dono: UsuarioDeTeste & Sessao;
let outro: UsuarioDeTeste & Sessao;
beforeAll(async () => {
  app = await buildTestApp();
  dono = await signedInCompanyUser(app);
  outro = await signedInCompanyUser(app);
});
afterAll(() => app.close());

const criar = (payload: unknown, sessao: { cookie: string } | null = dono) =>
  injectAs(app, sessao, { method: 'PUT', url: '/api/proposta', payload: payload as object });
const ler = (id: string, sessao: { cookie: string } = dono) =>
  injectAs(app, sessao, { method: 'GET', url: `/api/proposta/${id}` });

const OBRIGATORIOS = [
  'titulo',
  'descricao',
  'keyWords',
  'destino',
  'destino.destino',
  'destino.indiceDetalhe',
  'descricaoTecnicaSolucao',
  'descricaoTecnicaSolucao.conceito',
  'descricaoTecnicaSolucao.aplicacaoPratica',
  'descricaoTecnicaSolucao.requisitosTecnicosOperacionais',
  'descricaoTecnicaSolucao.limitacoesTecnicas',
  'descricaoTecnicaSolucao.escalabilidade',
  'descricaoTecnicaSolucao.beneficiosEsperados',
  'descricaoTecnicaSolucao.custosEstimados',
  'justificativa',
  'justificativa.problemaResolvido',
  'justificativa.beneficiosDiretos',
  'justificativa.relevancia',
  'justificativa.diferencial',
  'historicoSolucao',
  'historicoSolucao.validacaoOuRegistro',
  'historicoSolucao.cidadeImplementada',
  'suporteSolucao',
  'suporteSolucao.suporteNoBrasil',
  'suporteSolucao.tempoMedio',
  'suporteSolucao.tempoGarantia',
];

const LIMITES: [string, number][] = [
  ['titulo', 80],
  ['descricao', 300],
  ['destino.destinoOutro', 200],
  ['descricaoTecnicaSolucao.conceito', 777],
  ['descricaoTecnicaSolucao.aplicacaoPratica', 777],
  ['descricaoTecnicaSolucao.requisitosTecnicosOperacionais', 777],
  ['descricaoTecnicaSolucao.limitacoesTecnicas', 777],
  ['descricaoTecnicaSolucao.escalabilidade', 777],
  ['descricaoTecnicaSolucao.beneficiosEsperados', 777],
  ['descricaoTecnicaSolucao.custosEstimados', 777],
  ['descricaoTecnicaSolucao.modalidadeContratacao', 2000],
  ['justificativa.problemaResolvido', 777],
  ['justificativa.beneficiosDiretos', 777],
  ['justificativa.relevancia', 777],
  ['justificativa.diferencial', 777],
  ['historicoSolucao.entidadeResponsavelValidacao', 200],
  ['historicoSolucao.cidadeImplementada', 400],
  ['suporteSolucao.tempoMedio', 500],
  ['suporteSolucao.tempoGarantia', 500],
  ['suporteSolucao.mtbf', 500],
];

describe('PUT /api/proposta', () => {
  it('cadastra com código legível e a primeira entrada de status 1', async () => {
    const response = await criar(novaProposta());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      result: true,
      status: true,
      message: 'Solução cadastrada com sucesso!',
      mensagem: 'Solução cadastrada com sucesso!',
      idCriadoGuid: expect.any(String),
      idCriadoInt: 0,
    });
    const [row] = await app.db.select().from(proposta).where(eq(proposta.id, body.idCriadoGuid));
    expect(row!.codigoProposta).toMatch(/^CI-\d{4}-\d{6}$/);
    expect(row).toMatchObject({
      usuarioId: dono.id,
      empresaId: dono.empresaId,
      statusPropostaId: 1,
    });
    const historico = await app.db
      .select()
      .from(historicoStatusProposta)
      .where(eq(historicoStatusProposta.propostaId, body.idCriadoGuid));
    expect(historico).toEqual([
      expect.objectContaining({ statusPropostaId: 1, usuarioId: dono.id, observacao: null }),
    ]);
  });

  it('dá a cada proposta um código diferente', async () => {
    const ids = await Promise.all([1, 2, 3].map(() => criarProposta(app, dono)));
    const codigos = await Promise.all(ids.map(async (id) => (await ler(id)).json().codigoProposta));
    expect(new Set(codigos).size).toBe(3);
  });

  it('exige o título, o único campo de um rascunho', async () => {
    const response = await criar(comValor(novaProposta(), 'titulo', undefined));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Existem campos inválidos!',
      issues: [{ path: 'titulo', message: 'Campo obrigatório.' }],
    });
  });

  // The rest is checked as a whole before the PDF and the signed PDF (rascunho-proposta.test).
  it.each(OBRIGATORIOS.filter((caminho) => caminho !== 'titulo'))(
    'guarda como rascunho sem %s',
    async (caminho) => {
      const response = await criar(comValor(novaProposta(), caminho, undefined));
      expect(response.statusCode).toBe(201);
    },
  );

  it.each(LIMITES)('limita %s a %i caracteres', async (caminho, maximo) => {
    const noLimite = await criar(comValor(novaProposta(), caminho, 'ç'.repeat(maximo)));
    expect(noLimite.statusCode).toBe(201);
    const acima = await criar(comValor(novaProposta(), caminho, 'ç'.repeat(maximo + 1)));
    expect(acima.statusCode).toBe(400);
    expect(acima.json().issues).toEqual([
      { path: caminho, message: `Máximo de ${maximo} caracteres.` },
    ]);
  });

  it('limita as palavras-chave a 255 caracteres como o formulário as mostra', async () => {
    const palavras = (total: number) => ['a'.repeat(total - 5), 'bcd'];
    expect((await criar(novaProposta({ keyWords: palavras(255) }))).statusCode).toBe(201);
    const acima = await criar(novaProposta({ keyWords: palavras(256) }));
    expect(acima.json().issues).toEqual([
      { path: 'keyWords', message: 'Máximo de 255 caracteres.' },
    ]);
  });

  it('confere a capacidade do eixo já no rascunho; "Outros" e a entidade esperam', async () => {
    const outros = await criar(novaProposta({ destino: { destino: 3, indiceDetalhe: 35 } }));
    expect(outros.statusCode).toBe(201);
    const foraDoEixo = await criar(novaProposta({ destino: { destino: 3, indiceDetalhe: 6 } }));
    expect(foraDoEixo.json().issues).toEqual([
      {
        path: 'destino.indiceDetalhe',
        message: 'A capacidade escolhida não pertence ao eixo temático.',
      },
    ]);
    const validada = await criar(
      novaProposta({
        historicoSolucao: { validacaoOuRegistro: true, cidadeImplementada: 'Santos' },
      }),
    );
    expect(validada.statusCode).toBe(201);
  });

  it('aceita a proposta com todos os campos no tamanho máximo e a devolve igual', async () => {
    const maxima = propostaMaxima();
    const id = await criarProposta(app, dono, maxima);
    const lida = (await ler(id)).json();
    expect(lida).toMatchObject({
      titulo: maxima.titulo,
      descricao: maxima.descricao,
      keyWords: maxima.keyWords,
      descricaoTecnicaSolucao: maxima.descricaoTecnicaSolucao,
      justificativa: maxima.justificativa,
      historicoSolucao: maxima.historicoSolucao,
      suporteSolucao: maxima.suporteSolucao,
    });
  });

  it('ignora o que é do servidor: status, código, dono, empresa e datas', async () => {
    const response = await criar({
      ...novaProposta(),
      id: '11111111-1111-4111-8111-111111111111',
      statusProposta: { idStatusProposta: 3 },
      statusPropostaId: 3,
      codigoProposta: 'FORJADO-1',
      usuarioID: outro.id,
      empresaId: outro.empresaId,
      dataCadastro: '2020-01-01T00:00:00Z',
      dataHoraEnvioPDF: '2020-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().idCriadoGuid;
    expect(id).not.toBe('11111111-1111-4111-8111-111111111111');
    const [row] = await app.db.select().from(proposta).where(eq(proposta.id, id));
    expect(row).toMatchObject({
      statusPropostaId: 1,
      usuarioId: dono.id,
      empresaId: dono.empresaId,
      dataHoraEnvioPdf: null,
    });
    expect(row!.codigoProposta).not.toBe('FORJADO-1');
    expect(row!.dataCadastro.getFullYear()).toBeGreaterThan(2024);
  });

  it('recusa anônimos com 401 e a equipe com 403', async () => {
    expect((await criar(novaProposta(), null)).statusCode).toBe(401);
    const analista = await signedInCompanyUser(app);
    await tornarAnalista(app, analista.id);
    expect((await criar(novaProposta(), analista)).statusCode).toBe(403);
  });
});
