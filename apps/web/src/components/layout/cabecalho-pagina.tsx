import type { ReactNode } from 'react';
import { Container, Text, Title } from '@mantine/core';
import { CHAMADA } from '@/lib/site';
import classes from './cabecalho-pagina.module.css';

interface CabecalhoPaginaProps {
  titulo: string;
  /** Small line above the title; the call's name unless a page says otherwise. */
  sobretitulo?: string;
  children?: ReactNode;
}

/** The heading band of a working page (registration, panel): its only h1 and a short lead. */
export function CabecalhoPagina({ titulo, sobretitulo = CHAMADA, children }: CabecalhoPaginaProps) {
  return (
    <div className={classes.faixa}>
      <Container size="lg" py={{ base: 28, sm: 44 }}>
        <span className={classes.sobretitulo}>{sobretitulo}</span>
        <Title order={1} c="azulSp.9" fz={{ base: 26, sm: 36 }} mt={6}>
          {titulo}
        </Title>
        {children && (
          <Text component="div" mt="sm" maw={760} size="lg" c="gray.8">
            {children}
          </Text>
        )}
      </Container>
    </div>
  );
}
