import { Stack, Text } from '@mantine/core';
import type { LinhaProposta } from '@portal/domain';
import { SeloStatus } from './selo-status';

/** The status as the company reads it and, when staff left one, their note under it. */
export function SituacaoSolucao({ status }: { status: LinhaProposta['statusProposta'] }) {
  return (
    <Stack gap={4} align="flex-start">
      <SeloStatus
        idStatusProposta={status.idStatusProposta}
        descricao={status.descricao}
        leitor="empresa"
      />
      {status.observacao && (
        <Text size="xs" c="gray.8" maw={260}>
          {status.observacao}
        </Text>
      )}
    </Stack>
  );
}
