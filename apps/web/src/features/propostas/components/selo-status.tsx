import { Badge, Stack, Text } from '@mantine/core';
import { descricaoStatusProposta, LEGENDA_VEZ, vezDaSolucao } from '@portal/domain';
import { corDoStatus } from '../lib/cor-status';

interface SeloStatusProps {
  idStatusProposta: number;
  descricao?: string;
  tamanho?: 'sm' | 'md' | 'lg';
  /** Who reads the list: the caption under the badge says, in words, whose turn it is. */
  leitor?: 'empresa' | 'equipe';
}

/** A solution's status as a badge coloured by who acts next; the words carry the meaning. */
export function SeloStatus({
  idStatusProposta,
  descricao,
  tamanho = 'md',
  leitor,
}: SeloStatusProps) {
  const vez = vezDaSolucao(idStatusProposta);
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        variant="light"
        color={corDoStatus(idStatusProposta)}
        radius="sm"
        size={tamanho}
        tt="none"
        data-vez={vez}
        // Long names ('Parecer Técnico com DCT') wrap in a narrow column instead of being cut.
        styles={{
          root: {
            height: 'auto',
            minHeight: 'var(--badge-height)',
            paddingBlock: 2,
            maxWidth: '100%',
          },
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
      {leitor && (
        <Text size="xs" fw={600} c="gray.8">
          {LEGENDA_VEZ[leitor][vez]}
        </Text>
      )}
    </Stack>
  );
}
