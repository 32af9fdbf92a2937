import type { ReactNode } from 'react';
import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { formatarQuantidade } from '@/components/graficos/grafico';

interface CartaoProps {
  rotulo: string;
  valor: number | undefined;
  icone: ReactNode;
  cor: string;
}

/** One total: a big number, what it counts, and an icon to find it again. */
export function CartaoEstatistica({ rotulo, valor, icone, cor }: CartaoProps) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" color={cor} aria-hidden="true">
          {icone}
        </ThemeIcon>
        <div>
          {valor === undefined ? (
            <Skeleton height={32} width={64} mb={4} />
          ) : (
            <Text fz={30} fw={800} lh={1.1} c="azulSp.9">
              {formatarQuantidade(valor)}
            </Text>
          )}
          <Text size="sm" c="gray.8">
            {rotulo}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
