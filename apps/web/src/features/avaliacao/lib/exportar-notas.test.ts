import { describe, expect, it } from 'vitest';
import type { ExportacaoNotas } from '@portal/domain';
import { linhasAvaliacoes, linhasSolucoes } from './exportar-notas';

const dados: ExportacaoNotas = {
  porAvaliacao: [
    {
      codigoProposta: 'CI-2026-000001',
      titulo: 'Semáforos',
      avaliador: 'Ana',
      versao: 2,
      rubricaVersao: 1,
      notaFinal: 8.75,
      recomendacao: 'Aprovar',
      enviadaEm: '2026-03-10T15:00:00Z',
    },
  ],
  porSolucao: [
    {
      codigoProposta: 'CI-2026-000001',
      titulo: 'Semáforos',
      empresa: 'Cidade Viva',
      atribuidas: 3,
      enviadas: 2,
      media: 7.5,
      amplitude: 2.5,
      divergente: true,
    },
  ],
};

describe('exportação das notas', () => {
  it('uma linha por avaliação, com a nota em vírgula decimal e a data em São Paulo', () => {
    expect(linhasAvaliacoes(dados)).toEqual([
      ['CI-2026-000001', 'Semáforos', 'Ana', '2', '1', '8,75', 'Aprovar', '10/03/2026 12:00'],
    ]);
  });

  it('uma linha por solução, com "2/3" avaliações e a divergência', () => {
    expect(linhasSolucoes(dados)).toEqual([
      ['CI-2026-000001', 'Semáforos', 'Cidade Viva', '2/3', '7,5', '2,5', 'Sim'],
    ]);
  });
});
