import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** One block of the calendar page under its heading. */
export function SecaoCalendario({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} fz="h4" c="azulSp.9" mb="md">
        {titulo}
      </Title>
      {children}
    </Paper>
  );
}
