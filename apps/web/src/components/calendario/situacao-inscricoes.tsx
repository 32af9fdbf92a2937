import { Alert } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { textoSituacao } from '@portal/domain';
import { useSituacaoInscricoes } from '@/hooks/use-situacao-inscricoes';

const COR = {
  'sem-calendario': 'teal',
  'nao-aberta': 'azulSp',
  aberta: 'teal',
  tolerancia: 'yellow',
  encerrada: 'gray',
} as const;

/** The one line every page shows about the call: open until when, not yet open, or closed. */
export function SituacaoInscricoes() {
  const { data } = useSituacaoInscricoes();
  if (!data) return null;
  return (
    <Alert
      role="status"
      variant="light"
      color={COR[data.fase]}
      icon={<IconCalendarEvent aria-hidden="true" />}
      data-fase={data.fase}
      data-testid="situacao-inscricoes"
    >
      {textoSituacao(data)}
    </Alert>
  );
}
