import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SolucaoPublica } from '@portal/domain';
import { renderComProviders } from '@/test/render';
import { TabelaComparacao } from './tabela-comparacao';

const solucao = (id: string, titulo: string, saaS: boolean | null): SolucaoPublica => ({
  id,
  titulo,
  descricao: `Descrição de ${titulo}.`,
  keyWords: ['mobilidade'],
  destino: {
    destino: 3,
    eixoDescricao: 'Mobilidade Urbana',
    indiceDetalhe: 24,
    capacidadeDescricao: 'Semáforos Inteligentes',
    destinoOutro: null,
  },
  descricaoTecnicaSolucao: {
    conceito: `Conceito de ${titulo}.`,
    aplicacaoPratica: 'Cruzamentos.',
    requisitosTecnicosOperacionais: 'Energia.',
    limitacoesTecnicas: 'Sensores.',
    escalabilidade: 'Por cruzamento.',
    beneficiosEsperados: 'Menos tempo parado.',
    custosEstimados: 'R$ 40 mil.',
    modalidadeContratacao: null,
  },
  justificativa: {
    problemaResolvido: 'Congestionamento.',
    beneficiosDiretos: 'Viagens curtas.',
    relevancia: 'Alta.',
    diferencial: 'Aprende.',
  },
  historicoSolucao: {
    validacaoOuRegistro: false,
    entidadeResponsavelValidacao: null,
    cidadeImplementada: 'Campinas',
  },
  suporteSolucao: {
    suporteNoBrasil: true,
    saaS,
    tempoMedio: '4 horas',
    tempoGarantia: '2 anos',
    mtbf: null,
  },
  empresa: { nome: 'Cidade Viva', webSite: null },
  fotos: [],
  arquivosPublicos: [],
  parecer: null,
  municipiosImplantada: [],
  publicadaEm: '2025-03-10T15:30:00Z',
});

describe('comparação de soluções', () => {
  it('põe cada solução numa coluna e cada campo público numa linha, com a resposta de cada uma', () => {
    renderComProviders(
      <TabelaComparacao
        solucoes={[solucao('a', 'Semáforo A', true), solucao('b', 'Semáforo B', null)]}
      />,
    );
    const tabela = screen.getByRole('table', { hidden: true });
    const cabecalhos = within(tabela)
      .getAllByRole('columnheader', { hidden: true })
      .map((c) => c.textContent);
    expect(cabecalhos).toEqual(['Campo', 'Semáforo A', 'Semáforo B']);
    const saas = within(tabela)
      .getByRole('rowheader', {
        name: 'É oferecida como software como serviço (SaaS)?',
        hidden: true,
      })
      .closest('tr')!;
    expect(
      within(saas)
        .getAllByRole('cell', { hidden: true })
        .map((c) => c.textContent),
    ).toEqual(['Sim', 'Não informado']);
    // The entity that validated it was never asked (neither says it was validated by others).
    expect(within(tabela).queryByText('Entidade responsável pela validação')).toBeNull();
  });
});
