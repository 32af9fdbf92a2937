// @module-tag dois-bancos
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The IBGE codes the database reads in a free text, in the order written. */
const citados = async (texto: string | null) => {
  const resultado = await app.db.execute(sql`select municipios_citados(${texto}) as codigos`);
  return (resultado as unknown as { rows: { codigos: number[] }[] }).rows[0]!.codigos;
};

const SAO_PAULO = 3550308;
const CAMPINAS = 3509502;
const SANTOS = 3548500;
const SAO_JOSE_DOS_CAMPOS = 3549904;
const RIO_DE_JANEIRO = 3304557;

describe('municípios citados no texto livre das cidades onde a solução foi implantada', () => {
  it.each([
    ['São Paulo/SP, Campinas e Santos', [SAO_PAULO, CAMPINAS, SANTOS]],
    ['sao jose dos campos - SP', [SAO_JOSE_DOS_CAMPOS]],
    ['Rio de Janeiro (RJ)', [RIO_DE_JANEIRO]],
    ['CAMPINAS-SP; santos/sp\nSão Paulo – SP', [CAMPINAS, SANTOS, SAO_PAULO]],
    ['Campinas SP e Rio de Janeiro/RJ.', [CAMPINAS, RIO_DE_JANEIRO]],
    ['Campinas, Campinas (SP) e campinas', [CAMPINAS]],
  ])('lê "%s"', async (texto, codigos) => {
    expect(await citados(texto)).toEqual(codigos);
  });

  it('não separa um nome que tem " e " nem um que tem hífen ou apóstrofo', async () => {
    expect(await citados('Abreu e Lima, Embu-Guaçu e Santa Bárbara d’Oeste')).toEqual([
      2600054, 3515103, 3545803,
    ]);
  });

  it('um nome de vários estados vai ao estado escrito, senão ao de São Paulo', async () => {
    expect(await citados('Rio Claro/RJ')).toEqual([3304409]);
    expect(await citados('Rio Claro')).toEqual([3543907]);
    // Shared by other states only, with none written: left out rather than guessed.
    expect(await citados('Bom Jesus')).toEqual([]);
    expect(await citados('Bom Jesus (PI)')).toEqual([2201903]);
  });

  it('ignora o que não é nome de município', async () => {
    for (const texto of [null, '', 'Nenhuma ainda', 'Brasil; SP', '—, / ; ()', 'etc.']) {
      expect(await citados(texto), String(texto)).toEqual([]);
    }
  });
});
