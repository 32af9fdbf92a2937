import { useId } from 'react';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { formatarQuantidade, maiorValor, proporcao, type ItemGrafico } from './grafico';
import classes from './grafico-colunas.module.css';

interface GraficoColunasProps {
  titulo: string;
  itens: readonly ItemGrafico[];
  /** The heading of the value column for screen readers, e.g. 'Visualizações'. */
  nomeValor: string;
  vazio?: string;
}

/**
 * Compact vertical bars for a series over time (page views per day). Each column tells its
 * number on hover; screen readers get the same series as a hidden table.
 */
export function GraficoColunas({
  titulo,
  itens,
  nomeValor,
  vazio = 'Nenhum dado para mostrar.',
}: GraficoColunasProps) {
  const idTitulo = useId();
  const maximo = maiorValor(itens);
  const primeiro = itens[0];
  const ultimo = itens[itens.length - 1];
  return (
    <figure aria-labelledby={idTitulo} className={classes.grafico}>
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
          <VisuallyHidden>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Data</Table.Th>
                  <Table.Th>{nomeValor}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.rotuloCompleto ?? item.rotulo}</Table.Td>
                    <Table.Td>{formatarQuantidade(item.valor)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </figure>
  );
}
