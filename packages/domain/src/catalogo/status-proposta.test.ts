import { describe, expect, it } from 'vitest';
import { LEGENDA_VEZ, STATUS_PROPOSTA_LISTA, vezDaSolucao } from './status-proposta.ts';

describe('vez da solução', () => {
  it('diz a cada status quem age agora', () => {
    expect(STATUS_PROPOSTA_LISTA.map((s) => [s.descricao, vezDaSolucao(s.id)])).toEqual([
      ['Aguardando Empresa', 'empresa'],
      ['Em Análise Prévia', 'instituto'],
      ['Aprovada', 'instituto'],
      ['Reprovada', 'concluida'],
      ['Em Avaliação', 'instituto'],
      ['Solicitações Feitas', 'empresa'],
      ['Parecer Técnico', 'instituto'],
      ['Parecer Técnico com DCT', 'instituto'],
      ['Revisão de Texto para o Portal', 'instituto'],
      ['Disponibilizada no Portal', 'concluida'],
    ]);
  });

  it('fala com a empresa e com a equipe cada uma do seu lado', () => {
    expect(LEGENDA_VEZ.empresa[vezDaSolucao(6)]).toBe('Sua vez');
    expect(LEGENDA_VEZ.equipe[vezDaSolucao(6)]).toBe('Com a empresa');
    expect(LEGENDA_VEZ.equipe[vezDaSolucao(2)]).toBe('Com o IPT');
  });
});
