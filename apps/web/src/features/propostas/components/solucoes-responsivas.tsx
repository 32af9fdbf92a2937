import { Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CartoesSolucoes } from './cartoes-solucoes';
import { TabelaSolucoes, type SolucoesProps } from './tabela-solucoes';

/** A table from a tablet up; cards on a phone, where five columns do not fit. */
export function SolucoesResponsivas(props: SolucoesProps) {
  const telefone = useMediaQuery('(max-width: 47.99em)');
  return telefone ? (
    <CartoesSolucoes {...props} />
  ) : (
    <Paper withBorder radius="md">
      <TabelaSolucoes {...props} />
    </Paper>
  );
}
