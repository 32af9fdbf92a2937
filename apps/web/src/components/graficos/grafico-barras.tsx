import type { CSSProperties } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { FiguraGrafico } from './figura-grafico';
import { formatarQuantidade, maiorValor, proporcao, type ItemGrafico } from './grafico';
import classes from './grafico-barras.module.css';

interface GraficoBarrasProps {
  titulo: string;
  itens: readonly ItemGrafico[];
  /** The headings of the chart's table, e.g. 'Eixo temático' and 'Soluções'. */
  nomeRotulo: string;
  nomeValor: string;
  /**
   * The value that fills a whole track. By default the chart's own largest; charts shown side by
   * side pass a common one so equal numbers draw equal bars.
   */
  maximo?: number;
  /** A Mantine colour variable for the bars, e.g. 'var(--mantine-color-teal-6)'. */
  cor?: string;
  vazio?: string;
}

/**
 * A horizontal bar chart in plain HTML: each bar is a labelled row with its number beside it.
 * The bar is decoration; what is read aloud is the row's text, 'Mobilidade Urbana: 12', after
 * the figure's summary.
 */
export function GraficoBarras({
  titulo,
  itens,
  nomeRotulo,
  nomeValor,
  maximo,
  cor,
  vazio = 'Nenhum dado para mostrar.',
}: GraficoBarrasProps) {
  const escala = maximo ?? maiorValor(itens);
  return (
    <FiguraGrafico
      titulo={titulo}
      itens={itens}
      nomeRotulo={nomeRotulo}
      nomeValor={nomeValor}
      vazio={vazio}
      classes={classes}
      style={cor ? ({ '--cor-barra': cor } as CSSProperties) : undefined}
    >
      <ul className={classes.lista}>
        {itens.map((item) => (
          <li key={item.id} className={classes.linha}>
            <span className={classes.rotulo}>{item.rotulo}</span>
            <VisuallyHidden component="span">: </VisuallyHidden>
            <span className={classes.trilho} aria-hidden="true">
              <span
                className={classes.barra}
                style={{ width: `${proporcao(item.valor, escala)}%` }}
              />
            </span>
            <span className={classes.valor}>{formatarQuantidade(item.valor)}</span>
          </li>
        ))}
      </ul>
    </FiguraGrafico>
  );
}
