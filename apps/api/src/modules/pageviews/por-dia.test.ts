import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageView } from '../../infra/db/schema.ts';
import { FakeClock } from '../../infra/clock.ts';
import { injectAs } from '../../../test/fixtures.ts';
import { signedInStaff, type MembroComSessao } from '../../../test/fixtures-equipe.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { ultimosDias } from './estatisticas-service.ts';

const MINUTO_MS = 60 * 1000;
const DIA_MS = 24 * 60 * MINUTO_MS;

const clock = new FakeClock();
let app: FastifyInstance;
let analista: MembroComSessao;
beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  analista = await signedInStaff(app, 4);
});
afterAll(() => app.close());

/** Only these visits, placed before the clock's instant. */
async function visitasAntesDe(instante: string, visitas: [string, number, number][]) {
  clock.set(instante);
  const agora = clock.now().getTime();
  await app.db.delete(pageView);
  await app.db
    .insert(pageView)
    .values(
      visitas.flatMap(([path, msAtras, vezes]) =>
        Array.from({ length: vezes }, () => ({ path, visitedAt: new Date(agora - msAtras) })),
      ),
    );
}

const porDia = async (query = '') => {
  const response = await injectAs(app, analista, {
    method: 'GET',
    url: `/api/pageviews/por-dia${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    dias: { dia: string; quantidade: number }[];
    paginas: { path: string; quantidade: number }[];
  };
};

const comVisitas = (dias: { dia: string; quantidade: number }[]) =>
  dias.filter((d) => d.quantidade > 0);

describe('GET /api/pageviews/por-dia', () => {
  it('às 23:59 de São Paulo (02:59 UTC do dia seguinte) conta o dia de São Paulo', async () => {
    await visitasAntesDe('2026-03-10T23:59:00-03:00', [
      ['/', MINUTO_MS, 3],
      ['/sobre', 0, 1],
      ['/', DIA_MS, 2],
      ['/municipios', 5 * DIA_MS, 4],
      // Outside the last 30 days: counted nowhere.
      ['/antiga', 40 * DIA_MS, 9],
    ]);
    const { dias, paginas } = await porDia();
    expect(dias).toHaveLength(30);
    expect(dias[0]).toEqual({ dia: '2026-02-09', quantidade: 0 });
    expect(dias.at(-1)).toEqual({ dia: '2026-03-10', quantidade: 4 });
    expect(comVisitas(dias)).toEqual([
      { dia: '2026-03-05', quantidade: 4 },
      { dia: '2026-03-09', quantidade: 2 },
      { dia: '2026-03-10', quantidade: 4 },
    ]);
    expect(paginas).toEqual([
      { path: '/', quantidade: 5 },
      { path: '/municipios', quantidade: 4 },
      { path: '/sobre', quantidade: 1 },
    ]);
  });

  it('às 00:01 de São Paulo, a visita de dois minutos antes fica no dia anterior', async () => {
    await visitasAntesDe('2026-03-11T00:01:00-03:00', [
      ['/', 30 * 1000, 1],
      ['/sobre', 2 * MINUTO_MS, 2],
    ]);
    const { dias } = await porDia('?dias=2');
    expect(dias).toEqual([
      { dia: '2026-03-10', quantidade: 2 },
      { dia: '2026-03-11', quantidade: 1 },
    ]);
  });

  it('aceita outro número de dias e recusa fora de 1 a 366', async () => {
    await visitasAntesDe('2026-03-10T12:00:00-03:00', [
      ['/', 0, 2],
      ['/', DIA_MS, 4],
    ]);
    expect((await porDia('?dias=2')).dias.map((d) => d.quantidade)).toEqual([4, 2]);
    expect((await porDia('?dias=366')).dias).toHaveLength(366);
    for (const dias of ['0', '367']) {
      const invalido = await injectAs(app, analista, {
        method: 'GET',
        url: `/api/pageviews/por-dia?dias=${dias}`,
      });
      expect(invalido.statusCode).toBe(400);
      expect(invalido.json().issues).toEqual([{ path: 'dias', message: 'Valor inválido.' }]);
    }
  });

  it('lista os dias do calendário, atravessando meses', () => {
    expect(ultimosDias('2025-03-02', 4)).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
  });
});
