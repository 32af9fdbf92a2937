import { describe, expect, it } from 'vitest';
import { DIAS_NO_GRAFICO, diasDoGrafico } from './dias-envios';

// 10/03/2026, 14:00 in São Paulo (UTC-3).
const agora = new Date('2026-03-10T17:00:00Z');

describe('dias do gráfico de PDFs assinados', () => {
  it('mostra da abertura ao prazo quando cabe no gráfico, em dias de São Paulo', () => {
    // 01/03 às 00:30 em São Paulo ainda é 28/02 em UTC: vale o dia de São Paulo.
    expect(diasDoGrafico('2026-03-01T03:30:00Z', '2026-04-15T21:00:00Z', agora)).toEqual({
      inicio: '2026-03-01',
      fim: '2026-04-15',
    });
  });

  it('uma chamada longa mostra os últimos dias até hoje, nunca antes da abertura', () => {
    expect(diasDoGrafico('2020-01-01T12:00:00Z', '2099-12-31T21:00:00Z', agora)).toEqual({
      inicio: '2026-01-10',
      fim: '2026-03-10',
    });
  });

  it('depois do prazo, os últimos dias até o prazo; antes da abertura, os primeiros', () => {
    expect(diasDoGrafico('2025-01-01T12:00:00Z', '2025-12-20T21:00:00Z', agora)).toEqual({
      inicio: '2025-10-22',
      fim: '2025-12-20',
    });
    expect(diasDoGrafico('2026-06-01T12:00:00Z', '2027-06-01T21:00:00Z', agora)).toEqual({
      inicio: '2026-06-01',
      fim: '2026-07-30',
    });
  });

  it(`nunca passa de ${DIAS_NO_GRAFICO} dias`, () => {
    const { inicio, fim } = diasDoGrafico('2000-01-01T12:00:00Z', '2099-01-01T12:00:00Z', agora);
    expect((Date.parse(fim) - Date.parse(inicio)) / 86_400_000 + 1).toBe(DIAS_NO_GRAFICO);
  });
});
