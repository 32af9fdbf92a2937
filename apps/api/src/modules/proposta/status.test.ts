import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposta } from '../../infra/db/schema-propostas.ts';
import {
  injectAs,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import { signedInStaff, type MembroComSessao } from '../../../test/fixtures-equipe.ts';
import { criarProposta, criarPropostaCompleta } from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { agoraDoBanco } from '../../../test/agora-do-banco.ts';

let app: FastifyInstance;
let empresa: UsuarioDeTeste & Sessao;
let analista: MembroComSessao;
beforeAll(async () => {
  app = await buildTestApp();
  empresa = await signedInCompanyUser(app);
  analista = await signedInStaff(app, 4, { nome: 'Ana Analista' });
});
afterAll(() => app.close());

const mudar = (payload: object, sessao: { cookie: string } = analista) =>
  injectAs(app, sessao, { method: 'POST', url: '/api/proposta/status', payload });
const get = (sessao: { cookie: string }, url: string) =>
  injectAs(app, sessao, { method: 'GET', url });

describe('POST /api/proposta/status', () => {
  it('grava a entrada com o analista da sessão, a hora do servidor e a observação', async () => {
    const id = await criarProposta(app, empresa);
    const antes = await agoraDoBanco(app);
    const response = await mudar({
      idProposta: id.toUpperCase(),
      idStatusProposta: 6,
      observacao: 'Envie o relatório de desempenho.',
      // Ignored: who and when are the server's.
      idUsuario: empresa.id,
      dataHora: '2000-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: true,
      message: 'Status atualizado com sucesso!',
    });

    const historico = (await get(analista, `/api/proposta/historicostatusproposta/${id}`)).json();
    expect(historico).toHaveLength(2);
    expect(historico[0]).toMatchObject({
      idProposta: id,
      idStatusProposta: 6,
      descricao: 'Solicitações Feitas',
      idUsuario: analista.id,
      observacao: 'Envie o relatório de desempenho.',
      usuario: { nome: 'Ana Analista', email: analista.email },
    });
    expect(Date.parse(historico[0].dataHora)).toBeGreaterThanOrEqual(antes);
    expect(Date.parse(historico[0].dataHora)).toBeLessThanOrEqual(await agoraDoBanco(app));
    expect(historico[1]).toMatchObject({ idStatusProposta: 1, idUsuario: empresa.id });

    // The company sees the new status and the note in its list and in the solution itself.
    const lista = (await get(empresa, `/api/proposta/usuario/${empresa.id}`)).json();
    expect(lista[0].statusProposta).toEqual({
      idStatusProposta: 6,
      descricao: 'Solicitações Feitas',
      observacao: 'Envie o relatório de desempenho.',
    });
    expect((await get(empresa, `/api/proposta/${id}`)).json().statusProposta.idStatusProposta).toBe(
      6,
    );
  });

  it('admite qualquer status depois de qualquer outro, inclusive 2 sem PDF assinado', async () => {
    const id = await criarPropostaCompleta(app, empresa);
    for (const status of [2, 10, 1, 4]) {
      expect((await mudar({ idProposta: id, idStatusProposta: status })).statusCode).toBe(200);
    }
    const [row] = await app.db.select().from(proposta).where(eq(proposta.id, id));
    expect(row).toMatchObject({ statusPropostaId: 4, dataHoraEnvioPdf: null });
    const historico = (await get(analista, `/api/proposta/historicostatusproposta/${id}`)).json();
    expect(historico.map((h: { idStatusProposta: number }) => h.idStatusProposta)).toEqual([
      4, 1, 10, 2, 1,
    ]);
    expect(historico[0].observacao).toBeNull();
  });

  it('recusa gravar o status que a solução já tem, sem tocar no histórico', async () => {
    const id = await criarPropostaCompleta(app, empresa);
    expect((await mudar({ idProposta: id, idStatusProposta: 5 })).statusCode).toBe(200);
    const antes = (await get(analista, `/api/proposta/historicostatusproposta/${id}`)).json();

    const repetido = await mudar({ idProposta: id, idStatusProposta: 5, observacao: 'De novo' });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toEqual({ message: 'A solução já está neste status.' });

    const depois = (await get(analista, `/api/proposta/historicostatusproposta/${id}`)).json();
    expect(depois).toEqual(antes);
    expect(depois.map((h: { idStatusProposta: number }) => h.idStatusProposta)).toEqual([5, 1]);
  });

  it('não publica uma solução incompleta e diz o que falta', async () => {
    const id = await criarProposta(app, empresa, { titulo: 'Só o título' } as never);
    const publicar = await mudar({ idProposta: id, idStatusProposta: 10 });
    expect(publicar.statusCode).toBe(409);
    expect(publicar.json().message).toMatch(/^A solução ainda não está completa\. Preencha: /);
    const historico = (await get(analista, `/api/proposta/historicostatusproposta/${id}`)).json();
    expect(historico).toHaveLength(1);
  });

  it('responde 404 a proposta desconhecida e 400 a status ou observação inválidos', async () => {
    const desconhecida = await mudar({
      idProposta: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      idStatusProposta: 2,
    });
    expect(desconhecida.statusCode).toBe(404);
    expect(desconhecida.json()).toEqual({ message: 'Recurso não encontrado.' });
    const id = await criarProposta(app, empresa);
    const invalido = await mudar({
      idProposta: id,
      idStatusProposta: 11,
      observacao: 'x'.repeat(2001),
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().issues).toEqual([
      { path: 'idStatusProposta', message: 'Status da proposta inválido.' },
      { path: 'observacao', message: 'Máximo de 2000 caracteres.' },
    ]);
  });
});
