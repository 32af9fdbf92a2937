import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A solution that does not exist or is no longer on the portal: said plainly, with a way on. */
export function SolucaoNaoEncontrada({ voltarPara }: { voltarPara: string }) {
  return (
    <Container size="sm" py={{ base: 40, sm: 72 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 40 }}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
            <IconSearchOff size={36} />
          </ThemeIcon>
          <Title order={1} c="azulSp.9" fz={{ base: 24, sm: 30 }}>
            Solução não encontrada
          </Title>
          <Text c="gray.8" maw={480}>
            Esta solução não existe ou não está mais disponível no portal.
          </Text>
          <Button component={Link} to={voltarPara}>
            Ver as soluções disponibilizadas
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
