import { describe, expect, it } from 'vitest';
import { estatisticasPeriodoSchema } from './estatisticas.ts';
import { errosDe } from './exemplos.test-helpers.ts';

describe('estatisticasPeriodoSchema', () => {
  it('aceita datas ISO com ou sem hora', () => {
    expect(
      estatisticasPeriodoSchema.safeParse({ inicio: '2025-01-01', fim: '2025-01-31' }).success,
    ).toBe(true);
    expect(
      estatisticasPeriodoSchema.safeParse({
        inicio: '2025-01-01T00:00:00-03:00',
        fim: '2025-01-31T23:59:59Z',
      }).success,
    ).toBe(true);
  });

  it('recusa data que não existe ou fora do formato ISO', () => {
    expect(errosDe(estatisticasPeriodoSchema, { inicio: '2025-02-30', fim: '31/01/2025' })).toEqual(
      [
        { path: 'inicio', message: 'Data inválida.' },
        { path: 'fim', message: 'Data inválida.' },
      ],
    );
  });

  it('recusa fim antes do início', () => {
    expect(errosDe(estatisticasPeriodoSchema, { inicio: '2025-02-01', fim: '2025-01-31' })).toEqual(
      [{ path: 'fim', message: 'A data final deve ser igual ou posterior à data inicial.' }],
    );
  });
});
