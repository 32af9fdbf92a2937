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
  definirStatus,
  novaProposta,
} from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let dono: UsuarioDeTeste & Sessao;
let outro: UsuarioDeTeste & Sessao;
beforeAll(async () => {
  app = await buildTestApp();
  dono = await signedInCompanyUser(app);
  outro = await signedInCompanyUser(app);
});
afterAll(() => app.close());

const atualizar = (payload: unknown, sessao: { cookie: string } | null = dono) =>
  injectAs(app, sessao, { method: 'POST', url: '/api/proposta', payload: payload as object });
const ler = (id: string, sessao: { cookie: string } = dono) =>
  injectAs(app, sessao, { method: 'GET', url: `/api/proposta/${id}` });

describe('POST /api/proposta', () => {
  it('atualiza a própria proposta no status 1', async () => {
    const id = await criarProposta(app, dono);
    const novoTitulo = 'Semáforos inteligentes 2.0';
    const response = await atualizar({ ...novaProposta({ titulo: novoTitulo }), id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: true,
      message: 'Solução atualizada com sucesso!',
    });
    expect((await ler(id)).json().titulo).toBe(novoTitulo);
  });

  it('valida o corpo como no cadastro e exige o id', async () => {
    const id = await criarProposta(app, dono);
    const semTitulo = await atualizar({ ...comValor(novaProposta(), 'titulo', ''), id });
    expect(semTitulo.json().issues).toEqual([{ path: 'titulo', message: 'Campo obrigatório.' }]);
    const semId = await atualizar(novaProposta());
    expect(semId.statusCode).toBe(400);
    expect(semId.json().issues[0].path).toBe('id');
  });

  it('recusa com 409 a atualização no status 2 e não muda nada', async () => {
    const id = await criarProposta(app, dono);
    await definirStatus(app, id, 2);
    const response = await atualizar({ ...novaProposta({ titulo: 'Tarde demais' }), id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'A solução já foi enviada para avaliação e não pode mais ser alterada.',
    });
    expect((await ler(id)).json().titulo).not.toBe('Tarde demais');
  });

  it('responde 404 à proposta de outra empresa e não muda nada', async () => {
    const id = await criarProposta(app, dono);
    const response = await atualizar({ ...novaProposta({ titulo: 'Invasão' }), id }, outro);
    expect(response.statusCode).toBe(404);
    expect((await ler(id)).json().titulo).not.toBe('Invasão');
  });

  it('não deixa o corpo mudar status nem código', async () => {
    const id = await criarProposta(app, dono);
    const antes = (await ler(id)).json();
    await atualizar({
      ...novaProposta(),
      id,
      codigoProposta: 'X',
      statusProposta: { idStatusProposta: 5 },
    });
    const depois = (await ler(id)).json();
    expect(depois.codigoProposta).toBe(antes.codigoProposta);
    expect(depois.statusProposta.idStatusProposta).toBe(1);
  });
});
