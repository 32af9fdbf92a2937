import { useId } from 'react';
import { Text } from '@mantine/core';
import { DadosDoGrafico } from './dados-do-grafico';
import { formatarQuantidade, maiorValor, proporcao, type ItemGrafico } from './grafico';
import classes from './grafico-colunas.module.css';

interface GraficoColunasProps {
  titulo: string;
  itens: readonly ItemGrafico[];
  /** The heading of the value column of the chart's table, e.g. 'Visualizações'. */
  nomeValor: string;
  vazio?: string;
}

/**
 * Compact vertical bars for a series over time (page views per day). Each column tells its
 * number on hover; the summary and the table under the chart tell them to everyone else.
 */
export function GraficoColunas({
  titulo,
  itens,
  nomeValor,
  vazio = 'Nenhum dado para mostrar.',
}: GraficoColunasProps) {
  const idTitulo = useId();
  const idResumo = useId();
  const maximo = maiorValor(itens);
  const primeiro = itens[0];
  const ultimo = itens[itens.length - 1];
  return (
    <figure
      aria-labelledby={idTitulo}
      aria-describedby={itens.length > 0 ? idResumo : undefined}
      className={classes.grafico}
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
          <div className={classes.area} aria-hidden="true">
            {itens.map((item) => (
              <div
                key={item.id}
                className={classes.coluna}
                title={`${item.rotuloCompleto ?? item.rotulo}: ${formatarQuantidade(item.valor)}`}
              >
                <div
                  className={classes.barra}
                  style={{ height: `${proporcao(item.valor, maximo)}%` }}
                />
              </div>
            ))}
          </div>
          <div className={classes.eixo} aria-hidden="true">
            <span>{primeiro?.rotulo}</span>
            <span>{ultimo?.rotulo}</span>
          </div>
          <DadosDoGrafico
            idResumo={idResumo}
            titulo={titulo}
            itens={itens}
            nomeRotulo="Data"
            nomeValor={nomeValor}
            serieNoTempo
          />
        </>
      )}
    </figure>
  );
}
