import type { ReactNode } from 'react';
import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IlustracaoCidade } from './ilustracao-cidade';
import classes from './publico.module.css';

interface CapaPaginaProps {
  sobretitulo: string;
  titulo: string;
  children: ReactNode;
  acoes?: ReactNode;
}

/** The cover of a public page; it holds the page's only h1. */
export function CapaPagina({ sobretitulo, titulo, children, acoes }: CapaPaginaProps) {
  return (
    <div className={classes.capa}>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Group justify="space-between" align="center" wrap="nowrap" gap="xl">
          <Stack gap="md" align="flex-start" style={{ flex: 1 }}>
            <span className={classes.sobretitulo}>{sobretitulo}</span>
            <Title order={1} c="azulSp.9" fz={{ base: 30, sm: 42 }} lh={1.15} maw={820}>
              {titulo}
            </Title>
            <Text component="div" className={classes.lead}>
              {children}
            </Text>
            {acoes && (
              <Group gap="sm" mt="sm">
                {acoes}
              </Group>
            )}
          </Stack>
          <Box visibleFrom="md" w={340} style={{ flexShrink: 0 }}>
            <IlustracaoCidade />
          </Box>
        </Group>
      </Container>
    </div>
  );
}
