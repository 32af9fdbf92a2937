import type { ReactNode } from 'react';
import { Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface MensagemPaginaProps {
  titulo: string;
  icone: ReactNode;
  cor: string;
  children: ReactNode;
  /** The ways out: buttons or links. */
  acoes?: ReactNode;
}

/** A page that is only a message: refused access, an account awaiting approval, sign in first. */
export function MensagemPagina({ titulo, icone, cor, children, acoes }: MensagemPaginaProps) {
  return (
    <Container size="sm" py={{ base: 40, sm: 72 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 40 }}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color={cor} variant="light" aria-hidden="true">
            {icone}
          </ThemeIcon>
          <Title order={1} c="azulSp.9" fz={{ base: 24, sm: 30 }}>
            {titulo}
          </Title>
          <Text component="div" c="gray.8" maw={480}>
            {children}
          </Text>
          {acoes && (
            <Group justify="center" mt="sm">
              {acoes}
            </Group>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
