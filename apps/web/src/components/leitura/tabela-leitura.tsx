import type { ReactNode } from 'react';
import { Box, Paper, Stack, Table, Text } from '@mantine/core';
import classes from './secao-leitura.module.css';

export interface ColunaLeitura<T> {
  rotulo: string;
  valor: (item: T) => ReactNode;
}

interface TabelaLeituraProps<T> {
  /** Names the table (or the list, on a phone) for screen readers. */
  titulo: string;
  colunas: readonly ColunaLeitura<T>[];
  itens: readonly T[];
  chave: (item: T, indice: number) => string | number;
  /** Said instead of an empty table. */
  vazio: string;
}

/**
 * Read-only rows: a table on wide screens and, on a phone, one block per row with each column as
 * a label above its value, since the columns do not fit side by side there. Both are rendered and
 * CSS shows one (Mantine's `md` breakpoint): a public page rendered on the server knows no width,
 * and the browser's first render must match it.
 */
export function TabelaLeitura<T>({ titulo, colunas, itens, chave, vazio }: TabelaLeituraProps<T>) {
  if (itens.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {vazio}
      </Text>
    );

  return (
    <>
      <Stack
        component="ul"
        hiddenFrom="md"
        aria-label={titulo}
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {itens.map((item, indice) => (
          <Paper component="li" key={chave(item, indice)} withBorder radius="sm" p="sm">
            <dl className={`${classes.lista} ${classes.compacta}`}>
              {colunas.map((coluna) => (
                <div key={coluna.rotulo} className={classes.campo}>
                  <dt className={classes.rotulo}>{coluna.rotulo}</dt>
                  <dd className={classes.valor}>{coluna.valor(item)}</dd>
                </div>
              ))}
            </dl>
          </Paper>
        ))}
      </Stack>
      <Box visibleFrom="md">
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing="sm" striped aria-label={titulo}>
            <Table.Thead>
              <Table.Tr>
                {colunas.map((coluna) => (
                  <Table.Th key={coluna.rotulo}>{coluna.rotulo}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {itens.map((item, indice) => (
                <Table.Tr key={chave(item, indice)} style={{ verticalAlign: 'top' }}>
                  {colunas.map((coluna) => (
                    <Table.Td key={coluna.rotulo} style={{ overflowWrap: 'anywhere' }}>
                      {coluna.valor(item)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </>
  );
}
