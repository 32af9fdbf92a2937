import { Paper } from '@mantine/core';
import { useTelaDeTelefone } from '@/hooks/use-tela-de-telefone';
import { CartoesSolucoes } from './cartoes-solucoes';
import { TabelaSolucoes, type SolucoesProps } from './tabela-solucoes';

/** A table from a tablet up; cards on a phone, where five columns do not fit. */
export function SolucoesResponsivas(props: SolucoesProps) {
  const telefone = useTelaDeTelefone();
  return telefone ? (
    <CartoesSolucoes {...props} />
  ) : (
    <Paper withBorder radius="md">
      <TabelaSolucoes {...props} />
    </Paper>
  );
}
