import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialogo } from './dialogo';

interface DialogoConfirmacaoProps {
  aberto: boolean;
  /** The question, as the spec words it ('Deseja realmente apagar este arquivo?'). */
  titulo: string;
  children?: ReactNode;
  rotuloConfirmar?: string;
  /** Red confirm button for what cannot be undone. */
  perigoso?: boolean;
  /** Its place when it opens over another dialog inside a `Modal.Stack`. */
  stackId?: string;
  onConfirmar: () => void;
  onCancelar: () => void;
}

/** A yes/no question before an action; focus starts on Cancelar, the safe answer. */
export function DialogoConfirmacao({
  aberto,
  titulo,
  children,
  rotuloConfirmar = 'Confirmar',
  perigoso = false,
  stackId,
  onConfirmar,
  onCancelar,
}: DialogoConfirmacaoProps) {
  return (
    <Dialogo opened={aberto} onClose={onCancelar} stackId={stackId} title={titulo} tituloMenor>
      <Stack gap="md">
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancelar} data-autofocus>
            Cancelar
          </Button>
          {/* red.9: white on the theme's filled red (shade 7) is 3.9:1, below WCAG AA. */}
          <Button color={perigoso ? 'red.9' : undefined} onClick={onConfirmar}>
            {rotuloConfirmar}
          </Button>
        </Group>
      </Stack>
    </Dialogo>
  );
}
