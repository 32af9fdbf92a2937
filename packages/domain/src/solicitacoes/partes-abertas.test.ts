import { describe, expect, it } from 'vitest';
import { partesAbertas, prazoDaRodada, recusaNaRodada } from './partes-abertas.ts';

const agora = new Date('2026-12-10T12:00:00-03:00');
const ontem = '2026-12-09T18:00:00-03:00';
const amanha = '2026-12-11T18:00:00-03:00';

describe('partes abertas numa rodada de solicitações', () => {
  const rodada = [
    { alvo: 'descricaoTecnica', prazo: amanha },
    { alvo: 'anexos.fotos', prazo: null },
    { alvo: 'justificativa', prazo: ontem },
    { alvo: 'geral', prazo: null },
  ];

  it('opens what is requested and not past its date; the whole-solution request opens no field', () => {
    expect([...partesAbertas(rodada, agora)].sort()).toEqual(['anexos.fotos', 'descricaoTecnica']);
  });

  it('accepts changes inside the open parts', () => {
    expect(
      recusaNaRodada(rodada, ['descricaoTecnicaSolucao.conceito', 'anexos.fotos'], agora),
    ).toBeNull();
  });

  it('names the fields nobody asked for', () => {
    expect(recusaNaRodada(rodada, ['titulo', 'descricaoTecnicaSolucao.conceito'], agora)).toBe(
      'Só as partes pedidas nas solicitações podem ser alteradas; não foram pedidas: Título da solução.',
    );
  });

  it('says when the request of a field ended', () => {
    expect(recusaNaRodada(rodada, ['justificativa.relevancia'], agora)).toBe(
      'O prazo desta solicitação terminou em 09/12/2026 às 18h.',
    );
  });

  it('gives the round the latest date, or none when a request has none', () => {
    expect(prazoDaRodada(rodada)).toBeNull();
    expect(
      prazoDaRodada([
        { alvo: 'a', prazo: ontem },
        { alvo: 'b', prazo: amanha },
      ]),
    ).toEqual(new Date(amanha));
  });
});
