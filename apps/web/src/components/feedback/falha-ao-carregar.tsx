import { Button, Group, Stack } from '@mantine/core';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { Aviso } from './aviso';

interface FalhaAoCarregarProps {
  erro: unknown;
  onTentarNovamente?: () => void;
}

/** A read that failed: the server's words (or a general one) and a retry. */
export function FalhaAoCarregar({ erro, onTentarNovamente }: FalhaAoCarregarProps) {
  return (
    <Stack gap="md">
      <Aviso
        aviso={{
          tipo: 'erro',
          mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
        }}
      />
      {onTentarNovamente && (
        <Group>
          <Button onClick={onTentarNovamente}>Tentar novamente</Button>
        </Group>
      )}
    </Stack>
  );
}
