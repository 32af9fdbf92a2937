import { describe, expect, it } from 'vitest';
import { prazoPedido } from './prazo-pedido';

// 10/03/2026, 14:00 in São Paulo (UTC-3).
const agora = new Date('2026-03-10T17:00:00Z');

describe('prazo de um pedido sobre dados pessoais', () => {
  it('conta os dias que faltam em dias do calendário de São Paulo', () => {
    expect(prazoPedido('2026-03-25T17:00:00Z', agora).rotulo).toBe('vence em 15 dias');
    expect(prazoPedido('2026-03-11T02:59:00Z', agora).rotulo).toBe('vence hoje');
    // 11/03 à 00:00 em São Paulo já é o dia seguinte, ainda que faltem só 10 horas.
    expect(prazoPedido('2026-03-11T03:00:00Z', agora).rotulo).toBe('vence em 1 dia');
  });

  it('diz "vence hoje" o dia inteiro, antes e depois da hora do prazo', () => {
    expect(prazoPedido('2026-03-10T12:00:00Z', agora)).toEqual({
      rotulo: 'vence hoje',
      cor: 'yellow',
    });
    expect(prazoPedido('2026-03-10T23:00:00Z', agora).rotulo).toBe('vence hoje');
  });

  it('conta o atraso a partir do dia seguinte ao prazo', () => {
    expect(prazoPedido('2026-03-09T23:00:00Z', agora)).toEqual({
      rotulo: 'atrasado há 1 dia',
      cor: 'red',
    });
    expect(prazoPedido('2026-02-28T15:00:00Z', agora).rotulo).toBe('atrasado há 10 dias');
  });
});
