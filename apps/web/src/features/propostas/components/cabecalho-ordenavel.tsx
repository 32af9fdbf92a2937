import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { FiltrosAnalise, OrdemAnalise } from '../lib/parametros-analise';
import classes from './tabela-analise.module.css';

interface CabecalhoOrdenavelProps {
  rotulo: string;
  ordem: OrdemAnalise;
  filtros: FiltrosAnalise;
  onOrdenar: (ordem: OrdemAnalise) => void;
}

/** A column header that sorts the table; `aria-sort` tells screen readers which way. */
export function CabecalhoOrdenavel({ rotulo, ordem, filtros, onOrdenar }: CabecalhoOrdenavelProps) {
  const ativa = filtros.ordem === ordem;
  const Icone = !ativa ? IconArrowsSort : filtros.direcao === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      role="columnheader"
      data-ordenavel=""
      aria-sort={ativa ? (filtros.direcao === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton className={classes.ordenar} onClick={() => onOrdenar(ordem)}>
        {rotulo}
        <Icone size={14} aria-hidden="true" className={ativa ? undefined : classes.inativo} />
      </UnstyledButton>
    </Table.Th>
  );
}
