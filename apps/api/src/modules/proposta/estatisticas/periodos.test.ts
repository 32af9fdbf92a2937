import { describe, expect, it } from 'vitest';
import { diaEmSaoPaulo, periodosEntre, segundaDaSemana } from './periodos.ts';

describe('periodos', () => {
  it('lista os meses do intervalo, atravessando o ano', () => {
    expect(periodosEntre('2024-11-15', '2025-02-01', 'mes')).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
    expect(periodosEntre('2025-03-01', '2025-03-31', 'mes')).toEqual(['2025-03']);
  });

  it('lista as semanas pela segunda-feira, mesmo começando no meio da semana', () => {
    expect(segundaDaSemana('2025-03-09')).toBe('2025-03-03'); // a Sunday
    expect(segundaDaSemana('2025-03-03')).toBe('2025-03-03');
    expect(periodosEntre('2024-12-31', '2025-01-13', 'semana')).toEqual([
      '2024-12-30',
      '2025-01-06',
      '2025-01-13',
    ]);
  });

  it('lista cada dia do intervalo, atravessando o mês', () => {
    expect(periodosEntre('2025-02-27', '2025-03-02', 'dia')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
  });

  it('lê o dia de São Paulo de uma data ou de um instante', () => {
    expect(diaEmSaoPaulo('2025-03-01')).toBe('2025-03-01');
    expect(diaEmSaoPaulo('2025-03-01T02:30:00Z')).toBe('2025-02-28');
    expect(diaEmSaoPaulo('2025-03-01T03:00:00Z')).toBe('2025-03-01');
  });
});
