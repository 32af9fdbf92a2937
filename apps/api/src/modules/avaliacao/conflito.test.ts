import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSaida } from '../../infra/db/schema-email.ts';
import { injectAs } from '../../../test/fixtures.ts';
import { adminDeTeste, signedInStaff } from '../../../test/fixtures-equipe.ts';
import {
  atribuir,
  avaliar,
  cenarioAvaliacao,
  declarar,
  enviarAvaliacao,
  painel,
} from '../../../test/fixtures-avaliacao.ts';
import { buildTestApp } from '../../../test/helper.ts';

const ADMIN = adminDeTeste();
let app: FastifyInstance;
let c: Awaited<ReturnType<typeof cenarioAvaliacao>>;

// Builds a whole cast (staff, company, solutions, evaluations): slow on a busy machine.
beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
  c = await cenarioAvaliacao(app, ADMIN);
  await atribuir(app, c.adm, [c.propostaId], [c.ana, c.beto]);
  await avaliar(app, c.ana, c.propostaId, 5);
  await injectAs(app, c.ana, {
    method: 'POST',
    url: `/api/avaliacao/proposta/${c.propostaId}/notas`,
    payload: { texto: 'Conferir o CNPJ da parceira.' },
  });
}, 180_000);
afterAll(() => app.close());

describe('conflito de interesse', () => {
  it('"outro" pede a descrição', async () => {
    const response = await declarar(app, c.beto, c.propostaId, 'outro', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'descricao', message: 'Descreva o conflito de interesse.' },
    ]);
  });

  it('remove a atribuição, avisa os administradores e esconde avaliações e notas', async () => {
    const response = await declarar(app, c.beto, c.propostaId, 'financeiro');
    expect(response.statusCode).toBe(200);

    const avisos = await app.db
      .select()
      .from(emailSaida)
      .where(eq(emailSaida.tipo, 'avaliacao-conflito'));
    expect(avisos.map((e) => e.para)).toEqual([ADMIN.email]);
    expect(avisos[0]!.texto).toContain(
      'Beto Avaliador declarou conflito de interesse (financeiro)',
    );

    const visto = await painel(app, c.beto, c.propostaId);
    expect(visto).toMatchObject({
      conflito: true,
      avaliacoes: null,
      consolidacao: null,
      minha: null,
    });
    expect(JSON.stringify(visto)).not.toContain('Ana Avaliadora');

    const notas = await injectAs(app, c.beto, {
      method: 'GET',
      url: `/api/avaliacao/proposta/${c.propostaId}/notas`,
    });
    expect(notas.statusCode).toBe(404);
    const novaNota = await injectAs(app, c.beto, {
      method: 'POST',
      url: `/api/avaliacao/proposta/${c.propostaId}/notas`,
      payload: { texto: 'olá' },
    });
    expect(novaNota.statusCode).toBe(404);

    expect((await enviarAvaliacao(app, c.beto, c.propostaId)).statusCode).toBe(403);
    const minhas = (
      await injectAs(app, c.beto, { method: 'GET', url: '/api/avaliacao/minhas' })
    ).json();
    expect(minhas).toEqual([]);
  });

  it('o administrador vê o conflito e não pode reatribuir a quem o declarou', async () => {
    const visto = await painel(app, c.adm, c.propostaId);
    expect(visto.conflitos).toMatchObject([{ nome: 'Beto Avaliador', tipo: 'financeiro' }]);
    expect(visto.atribuicoes.map((a: { nome: string }) => a.nome)).toEqual(['Ana Avaliadora']);
    const response = await injectAs(app, c.adm, {
      method: 'POST',
      url: '/api/avaliacao/atribuicoes',
      payload: { propostaIds: [c.propostaId], avaliadorIds: [c.beto.id] },
    });
    expect(response.statusCode).toBe(409);
  });

  it('um substituto é atribuído e avalia', async () => {
    const carla = await signedInStaff(app, 4, { nome: 'Carla Substituta' });
    await atribuir(app, c.adm, [c.propostaId], [carla]);
    await avaliar(app, carla, c.propostaId, 3);
    expect((await painel(app, c.adm, c.propostaId)).consolidacao).toMatchObject({ quantidade: 2 });
  });
});

describe('notas privadas', () => {
  it('a equipe lê o fio e responde a uma nota', async () => {
    const [original] = (
      await injectAs(app, c.adm, {
        method: 'GET',
        url: `/api/avaliacao/proposta/${c.propostaId}/notas`,
      })
    ).json();
    expect(original).toMatchObject({
      texto: 'Conferir o CNPJ da parceira.',
      autor: { nome: 'Ana Avaliadora' },
    });
    const resposta = await injectAs(app, c.adm, {
      method: 'POST',
      url: `/api/avaliacao/proposta/${c.propostaId}/notas`,
      payload: { texto: 'Conferido, está regular.', respostaA: original.id },
    });
    expect(resposta.statusCode).toBe(201);
    const fio = (
      await injectAs(app, c.ana, {
        method: 'GET',
        url: `/api/avaliacao/proposta/${c.propostaId}/notas`,
      })
    ).json();
    expect(fio[1]).toMatchObject({ respostaA: original.id, texto: 'Conferido, está regular.' });
  });

  it('recusa resposta a nota de outra solução', async () => {
    const response = await injectAs(app, c.adm, {
      method: 'POST',
      url: `/api/avaliacao/proposta/${c.propostaId}/notas`,
      payload: { texto: 'x', respostaA: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('respostaA');
  });
});
