import { describe, expect, it } from 'vitest';
import { situacaoVigente } from './membros.ts';

describe('situacaoVigente', () => {
  const pedido = new Date('2026-03-10T12:00:00-03:00');
  const depois = (dias: number) => new Date(pedido.getTime() + dias * 24 * 60 * 60 * 1000);

  it('um pedido vale 30 dias e expira depois deles', () => {
    expect(situacaoVigente('pendente', pedido, depois(30))).toBe('pendente');
    expect(situacaoVigente('pendente', pedido, depois(30.01))).toBe('expirado');
  });

  it('só o pedido expira: quem foi aceito, recusado ou removido continua assim', () => {
    for (const situacao of ['ativo', 'recusado', 'removido']) {
      expect(situacaoVigente(situacao, pedido, depois(400))).toBe(situacao);
    }
  });
});
