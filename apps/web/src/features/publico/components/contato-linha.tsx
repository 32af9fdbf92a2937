import type { ReactNode } from 'react';
import { Group, Text, ThemeIcon } from '@mantine/core';

/** One labelled line of the contact block, its icon only decoration. */
export function ContatoLinha({
  icone,
  rotulo,
  children,
}: {
  icone: ReactNode;
  rotulo: string;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden="true">
        {icone}
      </ThemeIcon>
      <div>
        <Text size="sm" fw={700} c="gray.8">
          {rotulo}
        </Text>
        <div>{children}</div>
      </div>
    </Group>
  );
}
