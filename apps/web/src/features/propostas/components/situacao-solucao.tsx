import { Badge, Stack, Text } from '@mantine/core';
import { descricaoStatusProposta, isPropostaEditavel, type LinhaProposta } from '@portal/domain';

/** The status label and, when staff left one, their note under it. */
export function SituacaoSolucao({ status }: { status: LinhaProposta['statusProposta'] }) {
  const aguardando = isPropostaEditavel(status.idStatusProposta);
  return (
    <Stack gap={4} align="flex-start">
      <Badge
        variant="light"
        color={aguardando ? 'yellow' : 'teal'}
        radius="sm"
        tt="none"
        // Long labels ('Revisão de Texto para o Portal') wrap instead of being cut.
        styles={{
          root: { height: 'auto', maxWidth: '100%' },
          label: { whiteSpace: 'normal', overflow: 'visible' },
        }}
      >
        {status.descricao || descricaoStatusProposta(status.idStatusProposta)}
      </Badge>
      {status.observacao && (
        <Text size="xs" c="gray.8" maw={260}>
          {status.observacao}
        </Text>
      )}
    </Stack>
  );
}
