import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The files that failed twice: the solution is saved, these stay chosen for another try. */
export function FalhasEnvio({ falhas }: { falhas: readonly string[] }) {
  if (falhas.length === 0) return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title="Alguns arquivos não foram enviados"
    >
      <List size="sm" spacing={2}>
        {falhas.map((falha) => (
          <List.Item key={falha}>{falha}</List.Item>
        ))}
      </List>
      Eles continuam escolhidos: salve de novo para tentar outra vez.
    </Alert>
  );
}
