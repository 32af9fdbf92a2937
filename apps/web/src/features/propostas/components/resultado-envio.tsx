import { Alert, Button, List, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';

export interface ResultadoEnvioDados {
  enviados: readonly string[];
  recusados: readonly { nome: string; motivo: string }[];
}

interface ResultadoEnvioProps {
  resultado: ResultadoEnvioDados | null;
  /** Sends again the files that did not go; they are still chosen. */
  onTentarDeNovo: () => void;
  ocupado: boolean;
}

/**
 * What happened to each file after a save: what went, in green, and what did not, in red, each
 * with why. The good files are kept on the server; the others stay chosen for another try.
 */
export function ResultadoEnvio({ resultado, onTentarDeNovo, ocupado }: ResultadoEnvioProps) {
  if (!resultado) return null;
  const { enviados, recusados } = resultado;
  return (
    <Stack gap="sm">
      {enviados.length > 0 && (
        <Alert
          role="status"
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden="true" />}
          title={enviados.length === 1 ? 'Arquivo enviado' : `${enviados.length} arquivos enviados`}
        >
          <List size="sm" spacing={2}>
            {enviados.map((nome) => (
              <List.Item key={nome}>{nome}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {recusados.length > 0 && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title={
            recusados.length === 1
              ? 'Um arquivo não foi enviado'
              : `${recusados.length} arquivos não foram enviados`
          }
        >
          <List size="sm" spacing={2}>
            {recusados.map(({ nome, motivo }) => (
              <List.Item key={nome}>
                <strong>{nome}</strong>: {motivo}
              </List.Item>
            ))}
          </List>
          <Button
            mt="sm"
            size="compact-md"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={onTentarDeNovo}
            disabled={ocupado}
          >
            Tentar enviar de novo
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
