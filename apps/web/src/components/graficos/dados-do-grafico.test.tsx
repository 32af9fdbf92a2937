import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComProviders } from '@/test/render';
import { resumoDoGrafico } from './dados-do-grafico';
import { GraficoBarras } from './grafico-barras';
import { GraficoColunas } from './grafico-colunas';

/** The text the figure's aria-describedby points to. */
const descricao = (figura: HTMLElement) =>
  document.getElementById(figura.getAttribute('aria-describedby') ?? '')?.textContent;

const linhas = (tabela: HTMLElement) =>
  within(tabela)
    .getAllByRole('row')
    .map((linha) =>
      [...linha.querySelectorAll('th, td')].map((celula) => celula.textContent).join(' | '),
    );

describe('equivalente em texto dos gráficos', () => {
  it('o gráfico de barras descreve o total e o maior, e abre os números numa tabela', () => {
    renderComProviders(
      <GraficoBarras
        titulo="Soluções por eixo temático"
        nomeRotulo="Eixo temático"
        nomeValor="Soluções"
        itens={[
          { id: 3, rotulo: 'Mobilidade Urbana', valor: 12 },
          { id: 1, rotulo: 'Conectividade', valor: 3 },
        ]}
      />,
    );
    const figura = screen.getByRole('figure', { name: 'Soluções por eixo temático' });
    expect(descricao(figura)).toBe('Total: 15. Maior: Mobilidade Urbana, com 12.');
    const dados = figura.querySelector('details');
    expect(dados?.open).toBe(false);
    expect(dados?.querySelector('summary')?.textContent).toBe('Ver dados em tabela');
    const tabela = within(figura).getByRole('table', { name: 'Soluções por eixo temático' });
    expect(linhas(tabela)).toEqual([
      'Eixo temático | Soluções',
      'Mobilidade Urbana | 12',
      'Conectividade | 3',
    ]);
  });

  it('o gráfico de colunas diz o período, com as datas por extenso na tabela', () => {
    renderComProviders(
      <GraficoColunas
        titulo="Visualizações por dia"
        nomeValor="Visualizações"
        itens={[
          { id: '2025-03-01', rotulo: '01/03', rotuloCompleto: '01/03/2025', valor: 4 },
          { id: '2025-03-02', rotulo: '02/03', rotuloCompleto: '02/03/2025', valor: 1200 },
        ]}
      />,
    );
    const figura = screen.getByRole('figure', { name: 'Visualizações por dia' });
    expect(descricao(figura)).toBe(
      'De 01/03/2025 a 02/03/2025. Total: 1.204. Maior: 02/03/2025, com 1.200.',
    );
    expect(linhas(within(figura).getByRole('table', { name: 'Visualizações por dia' }))).toEqual([
      'Data | Visualizações',
      '01/03/2025 | 4',
      '02/03/2025 | 1.200',
    ]);
  });

  it('sem dados, o aviso basta: nem resumo nem tabela', () => {
    renderComProviders(
      <GraficoBarras titulo="Eixos" nomeRotulo="Eixo" nomeValor="Soluções" itens={[]} />,
    );
    const figura = screen.getByRole('figure', { name: 'Eixos' });
    expect(figura.hasAttribute('aria-describedby')).toBe(false);
    expect(figura.querySelector('details')).toBeNull();
  });

  it('uma série só de zeros não aponta um maior', () => {
    expect(resumoDoGrafico([{ id: 1, rotulo: 'A', valor: 0 }])).toBe('Total: 0.');
  });
});
