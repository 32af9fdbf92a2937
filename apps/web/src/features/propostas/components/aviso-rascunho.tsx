import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { formatarDataHora } from '@portal/domain';

interface AvisoRascunhoProps {
  salvoEm: string;
  onRestaurar: () => void;
  onDescartar: () => void;
}

/** An unsaved draft of this form was found in the browser: bring it back or let it go. */
export function AvisoRascunho({ salvoEm, onRestaurar, onDescartar }: AvisoRascunhoProps) {
  return (
    <Alert
      // A landmark named by its title, so the choice is easy to reach after a reload.
      role="region"
      color="yellow"
      variant="light"
      icon={<IconHistory aria-hidden="true" />}
      title="Há um rascunho não salvo desta solução"
    >
      <Text size="sm">
        O que você digitou em {formatarDataHora(salvoEm)} não chegou a ser salvo. Os arquivos
        escolhidos não ficam no rascunho e precisam ser escolhidos de novo.
      </Text>
      <Group gap="sm" mt="sm">
        <Button size="sm" onClick={onRestaurar}>
          Restaurar rascunho
        </Button>
        <Button size="sm" variant="default" onClick={onDescartar}>
          Descartar
        </Button>
      </Group>
    </Alert>
  );
}
