import type { ReactNode } from 'react';
import { Container, Title } from '@mantine/core';
import classes from './publico.module.css';

interface SecaoProps {
  /** Anchor id; the heading gets `${id}-titulo` and names the region. */
  id: string;
  titulo: string;
  children: ReactNode;
  fundo?: 'claro' | 'branco';
}

/** A titled block of a public page, announced as a region by its h2. */
export function Secao({ id, titulo, children, fundo = 'claro' }: SecaoProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className={fundo === 'branco' ? classes.secaoBranca : undefined}
    >
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <Title order={2} id={`${id}-titulo`} c="azulSp.9" mb="lg">
          {titulo}
        </Title>
        {children}
      </Container>
    </section>
  );
}
