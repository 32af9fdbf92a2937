import { Badge } from '@mantine/core';
import { descricaoStatusProposta } from '@portal/domain';
import { corDoStatus } from '../lib/cor-status';

interface SeloStatusProps {
  idStatusProposta: number;
  descricao?: string;
  tamanho?: 'sm' | 'md' | 'lg';
}

/** A solution's status as a coloured badge; the words carry the meaning, the colour helps. */
export function SeloStatus({ idStatusProposta, descricao, tamanho = 'md' }: SeloStatusProps) {
  return (
    <Badge
      variant="light"
      color={corDoStatus(idStatusProposta)}
      radius="sm"
      size={tamanho}
      tt="none"
      // Long names ('Parecer Técnico com DCT') wrap in a narrow column instead of being cut.
      styles={{
        root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 },
        label: {
          color: 'var(--mantine-color-gray-9)',
          whiteSpace: 'normal',
          overflow: 'visible',
          lineHeight: 1.3,
          fontWeight: 600,
        },
      }}
    >
      {descricao || descricaoStatusProposta(idStatusProposta)}
    </Badge>
  );
}
