import { useId, type ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

/** A titled part of the privacy notice, announced as a region by its h2. */
export function SecaoAviso({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} id={id} fz="h3" c="azulSp.9">
        {titulo}
      </Title>
      {children}
    </Stack>
  );
}
