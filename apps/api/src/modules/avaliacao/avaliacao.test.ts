// @module-tag dois-bancos
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSaida } from '../../infra/db/schema-email.ts';
import { avaliacao } from '../../infra/db/schema-avaliacao.ts';
import { injectAs } from '../../../test/fixtures.ts';
import { adminDeTeste } from '../../../test/fixtures-equipe.ts';
import {
  atribuir,
  avaliacaoCompleta,
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
  await atribuir(app, c.adm, [c.propostaId], [c.ana, c.beto], '2026-04-30');
}, 180_000);
afterAll(() => app.close());

const rascunho = (membro: typeof c.ana, payload: object) =>
  injectAs(app, membro, {
    method: 'PUT',
    url: `/api/avaliacao/proposta/${c.propostaId}/rascunho`,
    payload,
  });

const minhas = async (membro: typeof c.ana, situacao = '') =>
  (
    await injectAs(app, membro, {
      method: 'GET',
      url: `/api/avaliacao/minhas?situacao=${situacao}`,
    })
  ).json();

describe('atribuição', () => {
  it('avisa cada analista por e-mail, com o prazo e o link de "Minhas avaliações"', async () => {
    const emails = await app.db
      .select()
      .from(emailSaida)
      .where(eq(emailSaida.tipo, 'avaliacao-atribuida'));
    expect(emails.map((e) => e.para).sort()).toEqual([c.ana.email, c.beto.email].sort());
    expect(emails[0]!.texto).toContain('Prazo: 30/04/2026');
    expect(emails[0]!.texto).toContain('/ipt/avaliacoes');
  });

  it('atribuir de novo o mesmo par não duplica nem reenvia', async () => {
    await atribuir(app, c.adm, [c.propostaId], [c.ana]);
    const emails = await app.db
      .select()
      .from(emailSaida)
      .where(and(eq(emailSaida.para, c.ana.email), eq(emailSaida.tipo, 'avaliacao-atribuida')));
    expect(emails).toHaveLength(1);
  });

  it('recusa avaliador que não é da equipe aprovada', async () => {
    const response = await injectAs(app, c.adm, {
      method: 'POST',
      url: '/api/avaliacao/atribuicoes',
      payload: { propostaIds: [c.propostaId], avaliadorIds: [c.empresa.id] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('avaliadorIds');
  });

  it('"Minhas avaliações" lista a atribuição pendente de declaração', async () => {
    const lista = await minhas(c.ana, 'pendentes');
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatchObject({
      propostaId: c.propostaId,
      situacao: 'declarar-conflito',
      prazo: '2026-04-30',
    });
    expect(await minhas(c.ana, 'enviadas')).toEqual([]);
  });
});

describe('formulário de avaliação', () => {
  it('só abre depois da declaração de conflito', async () => {
    const response = await rascunho(c.ana, avaliacaoCompleta());
    expect(response.statusCode).toBe(409);
    expect((await declarar(app, c.ana, c.propostaId)).statusCode).toBe(200);
  });

  it('rascunho → envio → bloqueado → reaberto com motivo em nova versão', async () => {
    const parcial = {
      notas: { C1: { nota: 3, justificativa: 'Começo' } },
      recomendacao: null,
      fundamentacao: '',
    };
    expect((await rascunho(c.ana, parcial)).statusCode).toBe(200);
    expect((await painel(app, c.ana, c.propostaId)).minha).toMatchObject({
      situacao: 'rascunho',
      notas: parcial.notas,
    });

    const fracao = await rascunho(c.ana, {
      ...parcial,
      notas: { C1: { nota: 4.5, justificativa: '' } },
    });
    expect(fracao.statusCode).toBe(400);
    expect(fracao.json().issues).toEqual([
      { path: 'notas.C1.nota', message: 'A nota deve ser um número inteiro.' },
    ]);

    const incompleto = await enviarAvaliacao(app, c.ana, c.propostaId, parcial);
    expect(incompleto.statusCode).toBe(400);
    const paths = incompleto.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'notas.C2.nota',
        'notas.C2.justificativa',
        'recomendacao',
        'fundamentacao',
      ]),
    );

    const foraDaEscala = avaliacaoCompleta();
    foraDaEscala.notas.C1!.nota = 6;
    expect(
      (await enviarAvaliacao(app, c.ana, c.propostaId, foraDaEscala)).json().issues[0],
    ).toEqual({
      path: 'notas.C1.nota',
      message: 'Use notas inteiras de 0 a 5.',
    });

    expect((await enviarAvaliacao(app, c.ana, c.propostaId, avaliacaoCompleta(4))).statusCode).toBe(
      200,
    );
    const enviada = (await painel(app, c.ana, c.propostaId)).minha;
    expect(enviada).toMatchObject({ situacao: 'enviada', versao: 1, notaFinal: 8 });

    expect((await rascunho(c.ana, avaliacaoCompleta(1))).statusCode).toBe(409);
    expect((await enviarAvaliacao(app, c.ana, c.propostaId, avaliacaoCompleta(1))).statusCode).toBe(
      409,
    );
    // The database itself refuses to change a submitted version.
    await expect(
      app.db.update(avaliacao).set({ fundamentacao: 'outra' }).where(eq(avaliacao.id, enviada.id)),
    ).rejects.toThrow();

    const semMotivo = await injectAs(app, c.adm, {
      method: 'POST',
      url: `/api/avaliacao/avaliacoes/${enviada.id}/reabertura`,
      payload: { motivo: ' ' },
    });
    expect(semMotivo.statusCode).toBe(400);
    const reaberta = await injectAs(app, c.adm, {
      method: 'POST',
      url: `/api/avaliacao/avaliacoes/${enviada.id}/reabertura`,
      payload: { motivo: 'Justificativa do C3 incompleta' },
    });
    expect(reaberta.statusCode).toBe(200);
    const nova = (await painel(app, c.ana, c.propostaId)).minha;
    expect(nova).toMatchObject({
      situacao: 'rascunho',
      versao: 2,
      motivoReabertura: 'Justificativa do C3 incompleta',
    });
    expect(nova.notas).toEqual(enviada.notas);

    expect((await enviarAvaliacao(app, c.ana, c.propostaId, avaliacaoCompleta(3))).statusCode).toBe(
      200,
    );
    const historico = (
      await injectAs(app, c.adm, {
        method: 'GET',
        url: `/api/avaliacao/proposta/${c.propostaId}/historico`,
      })
    ).json();
    expect(
      historico.map((h: { versao: number; notaFinal: number }) => [h.versao, h.notaFinal]),
    ).toEqual([
      [1, 8],
      [2, 6],
    ]);
  });

  it('a reabertura é só do administrador', async () => {
    const [linha] = await app.db
      .select()
      .from(avaliacao)
      .where(eq(avaliacao.avaliadorId, c.ana.id));
    const response = await injectAs(app, c.ana, {
      method: 'POST',
      url: `/api/avaliacao/avaliacoes/${linha!.id}/reabertura`,
      payload: { motivo: 'quero mudar' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('um analista só vê as outras avaliações depois de enviar a sua', async () => {
    await declarar(app, c.beto, c.propostaId);
    const antes = await painel(app, c.beto, c.propostaId);
    expect(antes.avaliacoes).toBeNull();
    expect(antes.consolidacao).toBeNull();
    expect(JSON.stringify(antes)).not.toContain('Ana Avaliadora');

    expect(
      (await enviarAvaliacao(app, c.beto, c.propostaId, avaliacaoCompleta(5))).statusCode,
    ).toBe(200);
    const depois = await painel(app, c.beto, c.propostaId);
    expect(
      depois.avaliacoes.map((a: { avaliador: { nome: string } }) => a.avaliador.nome).sort(),
    ).toEqual(['Ana Avaliadora', 'Beto Avaliador']);
    // (6 + 10) / 2; 4 points apart, past the default margin of 2.
    expect(depois.consolidacao).toEqual({
      media: 8,
      amplitude: 4,
      divergente: true,
      quantidade: 2,
    });
    expect(await minhas(c.beto, 'enviadas')).toHaveLength(1);
  });

  it('quem não está atribuído não declara nem avalia', async () => {
    expect((await declarar(app, c.adm, c.propostaId)).statusCode).toBe(403);
    const response = await enviarAvaliacao(app, c.adm, c.propostaId);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Esta solução não está atribuída a você.');
  });
});
