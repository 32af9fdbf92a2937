// @module-tag dois-bancos
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUBRICA_PADRAO } from '@portal/domain';
import { injectAs } from '../../../test/fixtures.ts';
import { adminDeTeste } from '../../../test/fixtures-equipe.ts';
import { atribuir, avaliar, cenarioAvaliacao, painel } from '../../../test/fixtures-avaliacao.ts';
import { buildTestApp } from '../../../test/helper.ts';

const ADMIN = adminDeTeste();
let app: FastifyInstance;
let c: Awaited<ReturnType<typeof cenarioAvaliacao>>;

const criterios = (peso: number) => RUBRICA_PADRAO.map((criterio) => ({ ...criterio, peso }));

// Builds a whole cast (staff, company, solutions, evaluations): slow on a busy machine.
beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
  c = await cenarioAvaliacao(app, ADMIN);
}, 180_000);
afterAll(() => app.close());

const salvar = (payload: object) =>
  injectAs(app, c.adm, { method: 'PUT', url: '/api/avaliacao/rubrica', payload });

describe('rubrica de avaliação', () => {
  it('começa com os critérios padrão de uma chamada de tecnologia, editável', async () => {
    const response = await injectAs(app, c.ana, { method: 'GET', url: '/api/avaliacao/rubrica' });
    expect(response.statusCode).toBe(200);
    const rubrica = response.json();
    expect(rubrica.versao).toBe(1);
    expect(rubrica.editavel).toBe(true);
    expect(rubrica.criterios.map((x: { nome: string }) => x.nome)).toEqual(
      RUBRICA_PADRAO.map((x) => x.nome),
    );
  });

  it('recusa códigos repetidos e escala invertida, apontando o campo', async () => {
    const [a, b] = RUBRICA_PADRAO;
    const response = await salvar({
      criterios: [a, { ...b, codigo: a!.codigo, escalaMinima: 5, escalaMaxima: 5 }],
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['criterios.1.escalaMaxima', 'criterios.1.codigo']),
    );
  });

  it('é alterada na própria versão até a primeira avaliação enviada', async () => {
    const response = await salvar({ criterios: criterios(2) });
    expect(response.statusCode).toBe(200);
    expect(response.json().versao).toBe(1);
  });

  it('depois da primeira avaliação enviada, uma alteração cria a versão seguinte e a avaliação mantém a sua', async () => {
    await atribuir(app, c.adm, [c.propostaId], [c.ana]);
    await avaliar(app, c.ana, c.propostaId, 5);
    const rubricaAntes = (
      await injectAs(app, c.ana, { method: 'GET', url: '/api/avaliacao/rubrica' })
    ).json();
    expect(rubricaAntes.editavel).toBe(false);

    const novos = [
      ...criterios(2),
      {
        codigo: 'C7',
        nome: 'Acessibilidade',
        orientacao: '',
        peso: 1,
        escalaMinima: 0,
        escalaMaxima: 10,
      },
    ];
    const response = await salvar({ criterios: novos });
    expect(response.statusCode).toBe(200);
    expect(response.json().versao).toBe(2);

    const vigente = (
      await injectAs(app, c.ana, { method: 'GET', url: '/api/avaliacao/rubrica' })
    ).json();
    expect(vigente).toMatchObject({ versao: 2, editavel: true });
    expect(vigente.criterios).toHaveLength(7);

    const minha = (await painel(app, c.ana, c.propostaId)).minha;
    expect(minha).toMatchObject({ rubricaVersao: 1, situacao: 'enviada', notaFinal: 10 });
  });

  it('a margem de divergência é do administrador', async () => {
    const negado = await injectAs(app, c.ana, {
      method: 'PUT',
      url: '/api/avaliacao/configuracao',
      payload: { margemDivergencia: 1 },
    });
    expect(negado.statusCode).toBe(403);
    const response = await injectAs(app, c.adm, {
      method: 'PUT',
      url: '/api/avaliacao/configuracao',
      payload: { margemDivergencia: 1.5 },
    });
    expect(response.statusCode).toBe(200);
    const rubrica = (
      await injectAs(app, c.adm, { method: 'GET', url: '/api/avaliacao/rubrica' })
    ).json();
    expect(rubrica.margemDivergencia).toBe(1.5);
  });
});
