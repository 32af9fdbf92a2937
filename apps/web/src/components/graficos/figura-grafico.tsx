import { useId, type CSSProperties, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { DadosDoGrafico } from './dados-do-grafico';
import type { ItemGrafico } from './grafico';

interface FiguraGraficoProps {
  titulo: string;
  itens: readonly ItemGrafico[];
  nomeRotulo: string;
  nomeValor: string;
  serieNoTempo?: boolean;
  vazio: string;
  /** The chart's own classes for the figure and its caption. */
  classes: { grafico?: string; titulo?: string };
  style?: CSSProperties;
  /** The drawing, hidden from or read by assistive technology as each chart decides. */
  children: ReactNode;
}

/**
 * What every chart shares: a figure named by its caption and described by the summary, the
 * drawing, and the table of the numbers that the keyboard opens.
 */
export function FiguraGrafico({
  titulo,
  itens,
  nomeRotulo,
  nomeValor,
  serieNoTempo,
  vazio,
  classes,
  style,
  children,
}: FiguraGraficoProps) {
  const idTitulo = useId();
  const idResumo = useId();
  return (
    <figure
      aria-labelledby={idTitulo}
      aria-describedby={itens.length > 0 ? idResumo : undefined}
      className={classes.grafico}
      style={style}
    >
      <figcaption id={idTitulo} className={classes.titulo}>
        {titulo}
      </figcaption>
      {itens.length === 0 ? (
        <Text size="sm" c="dimmed">
          {vazio}
        </Text>
      ) : (
        <>
          {children}
          <DadosDoGrafico
            idResumo={idResumo}
            titulo={titulo}
            itens={itens}
            nomeRotulo={nomeRotulo}
            nomeValor={nomeValor}
            serieNoTempo={serieNoTempo}
          />
        </>
      )}
    </figure>
  );
}
