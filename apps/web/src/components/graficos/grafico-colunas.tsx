import { FiguraGrafico } from './figura-grafico';
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
  const maximo = maiorValor(itens);
  const primeiro = itens[0];
  const ultimo = itens[itens.length - 1];
  return (
    <FiguraGrafico
      titulo={titulo}
      itens={itens}
      nomeRotulo="Data"
      nomeValor={nomeValor}
      serieNoTempo
      vazio={vazio}
      classes={classes}
    >
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
    </FiguraGrafico>
  );
}
