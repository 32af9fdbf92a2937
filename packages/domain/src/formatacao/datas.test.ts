import { afterEach, describe, expect, it } from 'vitest';
import {
  formatarQuando,
  dataHoraLocalSaoPaulo,
  formatarData,
  formatarDataHora,
  formatarDataHoraExtenso,
  horaEmSaoPaulo,
  instanteDeSaoPaulo,
  isDataHoraLocal,
} from './datas.ts';

const tzOriginal = process.env.TZ;

afterEach(() => {
  process.env.TZ = tzOriginal;
});

describe('formatarData', () => {
  it('mostra a data em São Paulo, não em UTC', () => {
    expect(formatarData('2025-03-10T01:30:00Z')).toBe('09/03/2025');
    expect(formatarData(new Date('2025-03-10T03:00:00Z'))).toBe('10/03/2025');
    // One minute either side of midnight in São Paulo (02:59 and 03:01 UTC).
    expect(formatarData('2026-03-10T23:59:00-03:00')).toBe('10/03/2026');
    expect(formatarData('2026-03-11T00:01:00-03:00')).toBe('11/03/2026');
  });

  it('lê data sem hora como o dia em São Paulo', () => {
    expect(formatarData('2025-03-10')).toBe('10/03/2025');
  });

  it('dá o mesmo resultado qualquer que seja o fuso da máquina', () => {
    for (const tz of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      expect(formatarData('2025-03-10')).toBe('10/03/2025');
      expect(formatarDataHora('2025-12-31T23:59:00-03:00')).toBe('31/12/2025 23:59');
    }
  });

  it('devolve texto vazio para data ausente ou inválida', () => {
    expect(formatarData(null)).toBe('');
    expect(formatarData(undefined)).toBe('');
    expect(formatarData('')).toBe('');
    expect(formatarData('não é data')).toBe('');
  });
});

describe('formatarDataHora', () => {
  it('mostra dd/MM/yyyy HH:mm no horário de São Paulo', () => {
    expect(formatarDataHora('2025-03-10T01:30:00Z')).toBe('09/03/2025 22:30');
  });

  it('usa 00 para a meia-noite, não 24', () => {
    expect(formatarDataHora('2025-03-10T03:05:00Z')).toBe('10/03/2025 00:05');
  });

  it('mostra data sem hora como meia-noite em São Paulo', () => {
    expect(formatarDataHora('2025-03-10')).toBe('10/03/2025 00:00');
  });
});

describe('horaEmSaoPaulo', () => {
  it('converte o instante para a hora de São Paulo', () => {
    expect(horaEmSaoPaulo(new Date('2025-06-01T14:59:00Z'))).toBe(11);
    expect(horaEmSaoPaulo(new Date('2025-06-01T03:00:00Z'))).toBe(0);
  });
});

describe('formatarDataHoraExtenso', () => {
  it('escreve a hora cheia sem minutos e a quebrada com eles, em São Paulo', () => {
    expect(formatarDataHoraExtenso('2026-12-15T21:00:00Z')).toBe('15/12/2026 às 18h');
    expect(formatarDataHoraExtenso('2026-12-15T12:30:00Z')).toBe('15/12/2026 às 9h30');
    expect(formatarDataHoraExtenso(null)).toBe('');
  });
});

describe('data e hora local de São Paulo', () => {
  it('vai e volta entre o campo datetime-local e o instante', () => {
    const instante = instanteDeSaoPaulo('2026-12-15T18:00');
    expect(instante.toISOString()).toBe('2026-12-15T21:00:00.000Z');
    expect(dataHoraLocalSaoPaulo(instante)).toBe('2026-12-15T18:00');
  });

  it('recusa texto fora do formato e dias que não existem', () => {
    expect(isDataHoraLocal('2026-12-15T18:00')).toBe(true);
    expect(isDataHoraLocal('2026-02-30T18:00')).toBe(false);
    expect(isDataHoraLocal('2026-12-15 18:00')).toBe(false);
    expect(isDataHoraLocal('2026-12-15T25:00')).toBe(false);
  });
});

describe('formatarQuando', () => {
  const agora = new Date('2026-11-24T17:40:00-03:00');

  it('no mesmo dia de São Paulo diz só a hora', () => {
    expect(formatarQuando(new Date('2026-11-24T14:32:00-03:00'), agora)).toBe('às 14:32');
    // 01:10 UTC of the 25th is still the 24th in São Paulo.
    expect(formatarQuando(new Date('2026-11-25T01:10:00Z'), agora)).toBe('às 22:10');
  });

  it('em outro dia diz a data também', () => {
    expect(formatarQuando(new Date('2026-11-23T09:05:00-03:00'), agora)).toBe(
      'em 23/11/2026 às 09:05',
    );
    expect(formatarQuando(new Date('2025-11-24T14:32:00-03:00'), agora)).toBe(
      'em 24/11/2025 às 14:32',
    );
  });

  it('data ilegível: texto vazio', () => {
    expect(formatarQuando(new Date('x'), agora)).toBe('');
  });
});
