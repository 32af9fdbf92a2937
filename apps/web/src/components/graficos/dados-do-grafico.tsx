import { Table, VisuallyHidden } from '@mantine/core';
import { formatarQuantidade, maiorValor, type ItemGrafico } from './grafico';
import classes from './dados-do-grafico.module.css';

const rotuloDe = (item: ItemGrafico) => item.rotuloCompleto ?? item.rotulo;

/**
 * The chart in one sentence: the total and the largest item, and for a series over time its
 * first and last day. A chart's shape says 'one stands out' or 'it grew'; this says it in words.
 */
export function resumoDoGrafico(itens: readonly ItemGrafico[], serieNoTempo = false): string {
  const total = itens.reduce((soma, item) => soma + item.valor, 0);
  const maximo = maiorValor(itens);
  const maior = itens.find((item) => item.valor === maximo && maximo > 0);
  const primeiro = itens[0];
  const ultimo = itens[itens.length - 1];
  return [
    serieNoTempo && primeiro && ultimo ? `De ${rotuloDe(primeiro)} a ${rotuloDe(ultimo)}.` : '',
    `Total: ${formatarQuantidade(total)}.`,
    maior ? `Maior: ${rotuloDe(maior)}, com ${formatarQuantidade(maior.valor)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

interface DadosDoGraficoProps {
  /** The id the chart's figure names in aria-describedby. */
  idResumo: string;
  titulo: string;
  itens: readonly ItemGrafico[];
  /** The headings of the table's two columns, e.g. 'Eixo temático' and 'Soluções'. */
  nomeRotulo: string;
  nomeValor: string;
  serieNoTempo?: boolean;
}

/**
 * The text equivalent of a chart (WCAG 1.1.1): a summary the figure points to, and every number
 * in a table that anyone can open, with the keyboard too. Closed, the table stays out of the way
 * of the eye and of screen readers, which read the summary instead of a long series.
 */
export function DadosDoGrafico({
  idResumo,
  titulo,
  itens,
  nomeRotulo,
  nomeValor,
  serieNoTempo = false,
}: DadosDoGraficoProps) {
  return (
    <>
      <VisuallyHidden component="p" id={idResumo}>
        {resumoDoGrafico(itens, serieNoTempo)}
      </VisuallyHidden>
      <details className={classes.dados}>
        <summary className={classes.abrir}>Ver dados em tabela</summary>
        <Table striped withTableBorder mt="xs" fz="sm">
          <caption className={classes.legenda}>{titulo}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{nomeRotulo}</Table.Th>
              <Table.Th scope="col" ta="right">
                {nomeValor}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {itens.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Th scope="row" fw={400}>
                  {rotuloDe(item)}
                </Table.Th>
                <Table.Td ta="right">{formatarQuantidade(item.valor)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </>
  );
}
