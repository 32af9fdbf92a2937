// @module-tag dois-bancos
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlSession } from '../../infra/db/client.ts';
import { signedInCompanyUser } from '../../../test/fixtures.ts';
import { criarProposta } from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { acertarSequencias, lerSequencias } from './sequencias.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

// The app's own connection: the sequences a test creates live in the portal's schema.
const sessaoDoPortal: SqlSession = {
  exec: async (texto) => void (await app.executeSql(texto)),
  query: async <T>(texto: string, valores?: unknown[]) =>
    (await app.executeSql(texto, valores)).rows as T[],
};

const proximo = async (sequencia: string) => {
  const [linha] = await sessaoDoPortal.query<{ n: string }>(
    `select nextval('${sequencia}')::text as n`,
  );
  return Number(linha!.n);
};

describe('sequências acertadas na restauração', () => {
  it('move uma sequência avulsa criada depois, usada como padrão de uma coluna', async () => {
    await sessaoDoPortal.exec(`create sequence numero_do_lote_seq;
      create table lote_de_teste (numero bigint not null default nextval('numero_do_lote_seq'));
      insert into lote_de_teste (numero) values (7), (41), (12)`);

    await acertarSequencias(sessaoDoPortal);

    expect(await proximo('numero_do_lote_seq')).toBe(42);
  });

  it('move uma sequência sem coluna ao valor gravado na cópia', async () => {
    await sessaoDoPortal.exec('create sequence contador_avulso_seq');

    await acertarSequencias(sessaoDoPortal, { contador_avulso_seq: 58 });

    expect(await proximo('contador_avulso_seq')).toBe(58);
  });

  it('fica com o maior entre o valor gravado e o que as linhas usam', async () => {
    await sessaoDoPortal.exec(`create table protocolo_de_teste (
        numero integer generated always as identity primary key);
      insert into protocolo_de_teste (numero) overriding system value values (30)`);

    await acertarSequencias(sessaoDoPortal, { protocolo_de_teste_numero_seq: 5 });
    expect(await proximo('protocolo_de_teste_numero_seq')).toBe(31);

    await acertarSequencias(sessaoDoPortal, { protocolo_de_teste_numero_seq: 90 });
    expect(await proximo('protocolo_de_teste_numero_seq')).toBe(90);
  });

  it('a cópia grava o próximo valor de cada sequência do schema', async () => {
    await sessaoDoPortal.exec(`create sequence gravada_seq;
      select nextval('gravada_seq'), nextval('gravada_seq'), nextval('gravada_seq')`);

    const gravadas = await lerSequencias(sessaoDoPortal);

    expect(gravadas.gravada_seq).toBe(4);
    expect(Object.keys(gravadas)).toContain('proposta_codigo_seq');
  });
});

describe('código da solução depois da restauração', () => {
  it('deriva dos códigos já dados o número seguinte, mesmo sem valor gravado na cópia', async () => {
    const empresa = await signedInCompanyUser(app);
    await criarProposta(app, empresa);
    await criarProposta(app, empresa);
    // What a restore of an archive without the sequences' values leaves before they are moved:
    // the rows, and the sequence back at its start.
    await app.executeSql(`select setval('proposta_codigo_seq', 1, false)`);

    await acertarSequencias(sessaoDoPortal);

    const id = await criarProposta(app, empresa);
    const { rows } = await app.executeSql(
      'select codigo_proposta as codigo from proposta where id = $1',
      [id],
    );
    expect(rows).toEqual([{ codigo: expect.stringMatching(/^CI-\d{4}-000003$/) }]);
  });
});
