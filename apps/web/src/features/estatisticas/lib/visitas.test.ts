import { describe, expect, it } from 'vitest';
import { visitasDosDias } from './visitas';

describe('visitas por dia', () => {
  it('mostra cada um dos últimos dias até hoje em São Paulo, com zero onde não houve visita', () => {
    // 02:00 UTC do dia 3 ainda é dia 2 em São Paulo.
    const agora = new Date('2025-03-03T02:00:00Z');
    const itens = visitasDosDias(
      [
        { dia: '2025-02-28', quantidade: 7 },
        { dia: '2025-03-02', quantidade: 3 },
      ],
      4,
      agora,
    );
    expect(itens.map((i) => [i.rotuloCompleto, i.valor])).toEqual([
      ['27/02/2025', 0],
      ['28/02/2025', 7],
      ['01/03/2025', 0],
      ['02/03/2025', 3],
    ]);
    expect(itens[1]?.rotulo).toBe('28/02');
  });
});
