import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComProviders } from '@/test/render';
import { GraficoBarras } from './grafico-barras';
import { GraficoColunas } from './grafico-colunas';

const barras = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span')].map(
    (barra) => barra.style.width,
  );

describe('gráfico de barras', () => {
  it('lê cada linha como "rótulo: número", com o número ao lado da barra', () => {
    renderComProviders(
      <GraficoBarras
        titulo="Soluções por eixo"
        nomeRotulo="Eixo temático"
        nomeValor="Soluções"
        itens={[
          { id: 3, rotulo: 'Mobilidade Urbana', valor: 12 },
          { id: 1, rotulo: 'Conectividade', valor: 3 },
        ]}
      />,
    );
    const grafico = screen.getByRole('figure', { name: 'Soluções por eixo' });
    const linhas = within(grafico).getAllByRole('listitem');
    expect(linhas.map((linha) => linha.textContent)).toEqual([
      'Mobilidade Urbana: 12',
      'Conectividade: 3',
    ]);
  });

  it('dá a barra inteira ao maior valor e mede as outras por ele', () => {
    const { container } = renderComProviders(
      <GraficoBarras
        titulo="Eixos"
        nomeRotulo="Eixo"
        nomeValor="Soluções"
        itens={[
          { id: 1, rotulo: 'A', valor: 8 },
          { id: 2, rotulo: 'B', valor: 2 },
          { id: 3, rotulo: 'C', valor: 0 },
        ]}
      />,
    );
    expect(barras(container)).toEqual(['100%', '25%', '0%']);
  });

  it('usa a escala comum quando os gráficos se comparam lado a lado', () => {
    const { container } = renderComProviders(
      <GraficoBarras
        titulo="Eixo"
        nomeRotulo="Eixo"
        nomeValor="Soluções"
        maximo={10}
        itens={[{ id: 1, rotulo: 'A', valor: 5 }]}
      />,
    );
    expect(barras(container)).toEqual(['50%']);
  });

  it('diz que não há dados em vez de um gráfico vazio', () => {
    renderComProviders(
      <GraficoBarras
        titulo="Eixos"
        nomeRotulo="Eixo"
        nomeValor="Soluções"
        itens={[]}
        vazio="Nenhuma solução."
      />,
    );
    expect(screen.getByText('Nenhuma solução.')).toBeTruthy();
  });
});

describe('gráfico de colunas', () => {
  it('dá a cada coluna o número no título, que aparece ao passar o mouse', () => {
    const { container } = renderComProviders(
      <GraficoColunas
        titulo="Visualizações por dia"
        nomeValor="Visualizações"
        itens={[
          { id: '2025-03-01', rotulo: '01/03', rotuloCompleto: '01/03/2025', valor: 4 },
          { id: '2025-03-02', rotulo: '02/03', rotuloCompleto: '02/03/2025', valor: 1200 },
        ]}
      />,
    );
    const titulos = [...container.querySelectorAll('[title]')].map((c) => c.getAttribute('title'));
    expect(titulos).toEqual(['01/03/2025: 4', '02/03/2025: 1.200']);
  });
});
