import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUSO_HORARIO } from '@portal/domain';
import { pageView } from '../../db/schema.ts';
import { injectAs } from '../../../test/fixtures.ts';
import { signedInStaff, type MembroComSessao } from '../../../test/fixtures-equipe.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { ultimosDias } from './estatisticas-service.ts';

const DIA_MS = 24 * 60 * 60 * 1000;
const diaEmSaoPaulo = (data: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: FUSO_HORARIO }).format(data);

let app: FastifyInstance;
let analista: MembroComSessao;
beforeAll(async () => {
  app = await buildTestApp();
  analista = await signedInStaff(app, 4);
  const agora = Date.now();
  const visitas = (path: string, diasAtras: number, vezes: number) =>
    Array.from({ length: vezes }, () => ({
      path,
      visitedAt: new Date(agora - diasAtras * DIA_MS),
    }));
  await app.db.insert(pageView).values([
    ...visitas('/', 0, 3),
    ...visitas('/sobre', 0, 1),
    ...visitas('/', 1, 2),
    ...visitas('/municipios', 5, 4),
    // Outside the last 30 days: counted nowhere.
    ...visitas('/antiga', 40, 9),
  ]);
});
afterAll(() => app.close());

describe('GET /api/pageviews/por-dia', () => {
  it('conta as visitas por dia de São Paulo, com zeros, e as páginas mais vistas', async () => {
    const response = await injectAs(app, analista, {
      method: 'GET',
      url: '/api/pageviews/por-dia',
    });
    expect(response.statusCode).toBe(200);
    const { dias, paginas } = response.json();
    expect(dias).toHaveLength(30);
    const agora = Date.now();
    expect(dias.at(-1)).toEqual({ dia: diaEmSaoPaulo(new Date(agora)), quantidade: 4 });
    expect(dias.at(-2)).toEqual({ dia: diaEmSaoPaulo(new Date(agora - DIA_MS)), quantidade: 2 });
    expect(dias.at(-6)).toEqual({
      dia: diaEmSaoPaulo(new Date(agora - 5 * DIA_MS)),
      quantidade: 4,
    });
    expect(dias.reduce((soma: number, d: { quantidade: number }) => soma + d.quantidade, 0)).toBe(
      10,
    );
    expect(paginas).toEqual([
      { path: '/', quantidade: 5 },
      { path: '/municipios', quantidade: 4 },
      { path: '/sobre', quantidade: 1 },
    ]);
  });

  it('aceita outro número de dias e recusa fora de 1 a 366', async () => {
    const semana = await injectAs(app, analista, {
      method: 'GET',
      url: '/api/pageviews/por-dia?dias=2',
    });
    expect(semana.json().dias.map((d: { quantidade: number }) => d.quantidade)).toEqual([2, 4]);
    const invalido = await injectAs(app, analista, {
      method: 'GET',
      url: '/api/pageviews/por-dia?dias=0',
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().issues).toEqual([{ path: 'dias', message: 'Valor inválido.' }]);
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
