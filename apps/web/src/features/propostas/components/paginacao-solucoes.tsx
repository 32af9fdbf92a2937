import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

interface PaginacaoSolucoesProps {
  pagina: number;
  totalPaginas: number;
  onMudar: (pagina: number) => void;
}

/** Previous / next and 'Página X de Y' (spec §2). */
export function PaginacaoSolucoes({ pagina, totalPaginas, onMudar }: PaginacaoSolucoesProps) {
  return (
    <Group
      justify="center"
      gap="xs"
      wrap="nowrap"
      preventGrowOverflow={false}
      component="nav"
      aria-label="Paginação"
    >
      <Button
        variant="default"
        size="sm"
        disabled={pagina <= 1}
        onClick={() => onMudar(pagina - 1)}
        px="sm"
        leftSection={<IconChevronLeft size={14} aria-hidden="true" />}
      >
        Anterior
      </Button>
      <Text fw={600} size="sm" aria-live="polite" ta="center" style={{ whiteSpace: 'nowrap' }}>
        Página {pagina} de {totalPaginas}
      </Text>
      <Button
        variant="default"
        size="sm"
        disabled={pagina >= totalPaginas}
        onClick={() => onMudar(pagina + 1)}
        px="sm"
        rightSection={<IconChevronRight size={14} aria-hidden="true" />}
      >
        Próxima
      </Button>
    </Group>
  );
}
