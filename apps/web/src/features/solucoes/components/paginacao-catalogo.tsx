import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { totalDePaginasCatalogo } from '../lib/filtros-catalogo';

interface PaginacaoCatalogoProps {
  pagina: number;
  total: number;
  onPagina: (pagina: number) => void;
}

/** 'Página X de Y', previous and next: a visitor browses, never jumps to page 37. */
export function PaginacaoCatalogo({ pagina, total, onPagina }: PaginacaoCatalogoProps) {
  const paginas = totalDePaginasCatalogo(total);
  const atual = Math.min(pagina, paginas);
  if (paginas === 1) return null;
  return (
    <Group justify="center" gap="md" component="nav" aria-label="Páginas de soluções">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
        disabled={atual <= 1}
        onClick={() => onPagina(atual - 1)}
      >
        Anterior
      </Button>
      <Text size="sm" fw={600}>
        Página {atual} de {paginas}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden="true" />}
        disabled={atual >= paginas}
        onClick={() => onPagina(atual + 1)}
      >
        Próxima
      </Button>
    </Group>
  );
}
