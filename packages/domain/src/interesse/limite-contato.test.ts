import { describe, expect, it } from 'vitest';
import { esperaParaContato, LIMITES_CONTATO } from './limite-contato.ts';

const agora = new Date('2026-03-10T12:00:00Z');
const horasAntes = (horas: number) => new Date(agora.getTime() - horas * 3_600_000);

describe('limite de mensagens de um gestor', () => {
  it('permite a primeira mensagem e a de outra solução', () => {
    expect(esperaParaContato([], 'a', agora)).toEqual({ permitido: true });
    expect(esperaParaContato([{ propostaId: 'b', enviadoEm: horasAntes(1) }], 'a', agora)).toEqual({
      permitido: true,
    });
  });

  it('recusa a segunda à mesma solução em 24 h e diz quando a janela libera', () => {
    const espera = esperaParaContato([{ propostaId: 'a', enviadoEm: horasAntes(23) }], 'a', agora);
    expect(espera).toEqual({ permitido: false, motivo: 'solucao', segundos: 3600 });
  });

  it('libera a mesma solução quando a mensagem anterior sai da janela', () => {
    expect(esperaParaContato([{ propostaId: 'a', enviadoEm: horasAntes(24) }], 'a', agora)).toEqual(
      { permitido: true },
    );
  });

  it('recusa a décima primeira mensagem do dia, esperando a mais antiga sair', () => {
    const enviados = Array.from({ length: LIMITES_CONTATO.porJanela }, (_, i) => ({
      propostaId: `s${i}`,
      enviadoEm: horasAntes(20 - i),
    }));
    expect(esperaParaContato(enviados, 'nova', agora)).toEqual({
      permitido: false,
      motivo: 'total',
      segundos: 4 * 3600,
    });
    expect(esperaParaContato(enviados.slice(1), 'nova', agora)).toEqual({ permitido: true });
  });
});
