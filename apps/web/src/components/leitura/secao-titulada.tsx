import { useId, type ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

interface SecaoTituladaProps {
  titulo: string;
  /** A line under the title saying what the section holds or why. */
  descricao?: ReactNode;
  /** The heading level under the page's own headings. */
  nivel?: 2 | 3;
  children: ReactNode;
}

/** A bordered block of a page, announced as a region by its heading. */
export function SecaoTitulada({ titulo, descricao, nivel = 3, children }: SecaoTituladaProps) {
  const idTitulo = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={idTitulo}
    >
      <Title id={idTitulo} order={nivel} fz="h4" c="azulSp.9" mb={descricao ? 4 : 'md'}>
        {titulo}
      </Title>
      {descricao && (
        <Text component="div" size="sm" c="gray.7" mb="md">
          {descricao}
        </Text>
      )}
      {children}
    </Paper>
  );
}
