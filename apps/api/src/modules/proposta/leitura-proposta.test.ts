import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectAs,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import { criarProposta, definirStatus, novaProposta } from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { historicoStatusProposta } from '../../infra/db/schema-propostas.ts';

let app: FastifyInstance;
let dono: UsuarioDeTeste & Sessao;
let estranho: UsuarioDeTeste & Sessao;
beforeAll(async () => {
  app = await buildTestApp();
  dono = await signedInCompanyUser(app);
  estranho = await signedInCompanyUser(app);
});
afterAll(() => app.close());

const get = (sessao: { cookie: string } | null, url: string) =>
  injectAs(app, sessao, { method: 'GET', url });

describe('GET /api/proposta/:id', () => {
  it('devolve a solução na forma da especificação', async () => {
    const dados = novaProposta({
      destino: { destino: 3, indiceDetalhe: 35, destinoOutro: 'Pedágio urbano' },
    });
    const id = await criarProposta(app, dono, dados);
    const response = await get(dono, `/api/proposta/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      propostaID: id,
      codigoProposta: expect.stringMatching(/^CI-\d{4}-\d{6}$/),
      titulo: dados.titulo,
      descricao: dados.descricao,
      usuarioID: dono.id,
      keyWords: ['mobilidade', 'semáforos', 'tráfego'],
      destino: {
        destino: 3,
        eixoDescricao: 'Mobilidade Urbana',
        indiceDetalhe: 35,
        capacidadeDescricao: 'Outros',
        destinoOutro: 'Pedágio urbano',
      },
      descricaoTecnicaSolucao: { ...dados.descricaoTecnicaSolucao, modalidadeContratacao: null },
      justificativa: dados.justificativa,
      historicoSolucao: { ...dados.historicoSolucao, entidadeResponsavelValidacao: null },
      suporteSolucao: { ...dados.suporteSolucao, saaS: null, mtbf: null },
      statusProposta: { idStatusProposta: 1, descricao: 'Aguardando Empresa', observacao: null },
      dataHoraEnvioPDF: null,
      dataCadastro: expect.any(String),
      versao: 1,
    });
    expect(response.headers.etag).toBe('"1"');
  });

  it('responde 400 a um id que não é GUID', async () => {
    const response = await get(dono, '/api/proposta/123');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'id', message: 'Identificador inválido.' }]);
  });
});

describe('GET /api/proposta/usuario/:userId', () => {
  it('lista as soluções do usuário por status decrescente e depois as mais novas', async () => {
    const usuario = await signedInCompanyUser(app);
    const a = await criarProposta(app, usuario, novaProposta({ titulo: 'A' }));
    const b = await criarProposta(app, usuario, novaProposta({ titulo: 'B' }));
    const c = await criarProposta(app, usuario, novaProposta({ titulo: 'C' }));
    const d = await criarProposta(app, usuario, novaProposta({ titulo: 'D' }));
    await definirStatus(app, a, 3);
    await definirStatus(app, c, 2);
    const response = await get(usuario, `/api/proposta/usuario/${usuario.id}`);
    expect(response.statusCode).toBe(200);
    const lista = response.json();
    expect(lista.map((l: { propostaID: string }) => l.propostaID)).toEqual([a, c, d, b]);
    expect(lista[3]).toEqual({
      propostaID: b,
      codigoProposta: expect.stringMatching(/^CI-/),
      tituloProposta: 'B',
      keywords: ['mobilidade', 'semáforos', 'tráfego'],
      destino: { destino: 3, indiceDetalhe: 24 },
      statusProposta: { idStatusProposta: 1, descricao: 'Aguardando Empresa', observacao: null },
      dataHoraEnvioPDF: null,
      possuiFormAssinado: false,
      // Every field is filled; the photos are what it still lacks.
      completude: { completa: false, campos: [], faltamFotos: true },
    });
  });

  it('mostra a observação da entrada de status mais recente', async () => {
    const id = await criarProposta(app, dono);
    // Written in SQL here; status.test.ts proves the same through the staff's status call.
    await app.db.insert(historicoStatusProposta).values({
      propostaId: id,
      statusPropostaId: 1,
      usuarioId: dono.id,
      observacao: 'Envie o portfólio atualizado.',
    });
    const lista = (await get(dono, `/api/proposta/usuario/${dono.id}`)).json();
    const linha = lista.find((l: { propostaID: string }) => l.propostaID === id);
    expect(linha.statusProposta.observacao).toBe('Envie o portfólio atualizado.');
    const lida = (await get(dono, `/api/proposta/${id}`)).json();
    expect(lida.statusProposta.observacao).toBe('Envie o portfólio atualizado.');
  });

  it('lista vazia para quem não cadastrou nada; 404 para a lista de outro usuário', async () => {
    const novo = await signedInCompanyUser(app);
    expect((await get(novo, `/api/proposta/usuario/${novo.id}`)).json()).toEqual([]);
    expect((await get(estranho, `/api/proposta/usuario/${dono.id}`)).statusCode).toBe(404);
    expect((await get(null, `/api/proposta/usuario/${dono.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/proposta/historicostatusproposta/:id', () => {
  it('devolve as entradas mais novas primeiro, com nome e e-mail de quem mudou', async () => {
    const id = await criarProposta(app, dono);
    const response = await get(dono, `/api/proposta/historicostatusproposta/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        idProposta: id,
        idStatusProposta: 1,
        descricao: 'Aguardando Empresa',
        idUsuario: dono.id,
        dataHora: expect.any(String),
        observacao: null,
        usuario: { nome: 'João Souza', email: dono.email },
      },
    ]);
  });
});
